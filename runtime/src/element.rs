//! Element types and scalar values, shared by the OpenCL and CUDA backends.

use std::fmt;

use num_complex::{Complex32, Complex64};
use tinyc_frontend::types::Scalar;

mod sealed {
    pub trait Sealed {}
}

/// An element type a buffer ([`Buffer`](crate::Buffer), or `cuda::Buffer`) can hold: `i8`, `i16`,
/// `i32`, `i64`, `f32`, `f64`, [`half::f16`], [`half::bf16`], [`Complex32`] (`c32`) or
/// [`Complex64`] (`c64`).
///
/// `index` memrefs hold `i64`; the language's `i1` cannot be a kernel parameter type.
pub trait Element: sealed::Sealed + Copy + Default + fmt::Debug + Send + Sync + 'static {
    /// The tensor-language type of the element.
    const SCALAR: Scalar;
    /// The value as a kernel scalar argument.
    fn into_value(self) -> ScalarValue;
}

/// A scalar kernel argument, passed by value as the OpenCL C type of its tensor-language type, or
/// on CUDA as its PTX parameter type (`i8` and `i16` sign-extended to `.s32`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ScalarValue {
    /// `bool` (v0.4; `i1`), passed as an 8-bit 0 or 1. Only a `bool` parameter takes it, and
    /// only it takes a `bool` parameter (`From<bool>`).
    Bool(bool),
    /// `i8`, passed as `char`.
    I8(i8),
    /// `i16`, passed as `short`.
    I16(i16),
    /// `i32`, passed as `int`.
    I32(i32),
    /// `i64` or `index`, passed as `long`.
    I64(i64),
    /// `f32`, passed as `float`.
    F32(f32),
    /// `f64`, passed as `double`.
    F64(f64),
    /// `f16`, passed as `half` (its 16 bits).
    F16(half::f16),
    /// `bf16`, passed as its 16 bits (`ushort` in OpenCL C).
    BF16(half::bf16),
    /// `c32`, passed as `float2`.
    C32(Complex32),
    /// `c64`, passed as `double2`.
    C64(Complex64),
}

impl ScalarValue {
    /// The tensor-language type (`i64` also stands for `index`).
    pub fn scalar(self) -> Scalar {
        match self {
            ScalarValue::Bool(_) => Scalar::I1,
            ScalarValue::I8(_) => Scalar::I8,
            ScalarValue::I16(_) => Scalar::I16,
            ScalarValue::I32(_) => Scalar::I32,
            ScalarValue::I64(_) => Scalar::I64,
            ScalarValue::F32(_) => Scalar::F32,
            ScalarValue::F64(_) => Scalar::F64,
            ScalarValue::F16(_) => Scalar::F16,
            ScalarValue::BF16(_) => Scalar::BF16,
            ScalarValue::C32(_) => Scalar::C32,
            ScalarValue::C64(_) => Scalar::C64,
        }
    }

    /// The value's bytes in host order and their number (a complex value's real part first).
    pub(crate) fn to_bytes(self) -> ([u8; 16], usize) {
        fn pad<const N: usize>(b: [u8; N]) -> ([u8; 16], usize) {
            let mut out = [0u8; 16];
            out[..N].copy_from_slice(&b);
            (out, N)
        }
        match self {
            ScalarValue::Bool(v) => pad([u8::from(v)]),
            ScalarValue::I8(v) => pad(v.to_ne_bytes()),
            ScalarValue::I16(v) => pad(v.to_ne_bytes()),
            ScalarValue::I32(v) => pad(v.to_ne_bytes()),
            ScalarValue::I64(v) => pad(v.to_ne_bytes()),
            ScalarValue::F32(v) => pad(v.to_ne_bytes()),
            ScalarValue::F64(v) => pad(v.to_ne_bytes()),
            ScalarValue::F16(v) => pad(v.to_ne_bytes()),
            ScalarValue::BF16(v) => pad(v.to_ne_bytes()),
            ScalarValue::C32(v) => {
                let mut b = [0u8; 8];
                b[..4].copy_from_slice(&v.re.to_ne_bytes());
                b[4..].copy_from_slice(&v.im.to_ne_bytes());
                pad(b)
            }
            ScalarValue::C64(v) => {
                let mut b = [0u8; 16];
                b[..8].copy_from_slice(&v.re.to_ne_bytes());
                b[8..].copy_from_slice(&v.im.to_ne_bytes());
                (b, 16)
            }
        }
    }
}

macro_rules! element {
    ($($t:ty => $scalar:ident),* $(,)?) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const SCALAR: Scalar = Scalar::$scalar;
            fn into_value(self) -> ScalarValue {
                ScalarValue::$scalar(self)
            }
        }
        impl From<$t> for ScalarValue {
            fn from(v: $t) -> ScalarValue {
                ScalarValue::$scalar(v)
            }
        }
    )*};
}

element!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, f32 => F32, f64 => F64, half::f16 => F16, half::bf16 => BF16,
         Complex32 => C32, Complex64 => C64);

/// A `bool` argument (tinytc v0.4): [`ScalarValue::Bool`], which travels as an 8-bit 1 or 0.
impl From<bool> for ScalarValue {
    fn from(v: bool) -> ScalarValue {
        ScalarValue::Bool(v)
    }
}

pub(crate) fn as_bytes<T: Element>(data: &[T]) -> &[u8] {
    // SAFETY: every `Element` is a primitive integer or float, a `half` type (a transparent
    // `u16`) or a `repr(C)` pair of floats (`num_complex::Complex`): no padding, any bit pattern
    // is a valid `u8` sequence, and the length in bytes is exact.
    unsafe { std::slice::from_raw_parts(data.as_ptr().cast::<u8>(), size_of_val(data)) }
}

pub(crate) fn as_bytes_mut<T: Element>(data: &mut [T]) -> &mut [u8] {
    // SAFETY: as in `as_bytes`; in addition every bit pattern is a valid value of each of those
    // types, so writing arbitrary bytes keeps `data` valid.
    unsafe { std::slice::from_raw_parts_mut(data.as_mut_ptr().cast::<u8>(), size_of_val(data)) }
}

/// `len` elements copied from a device buffer by `read_bytes` (which fills their bytes).
pub(crate) fn read_elements<T: Element>(
    len: usize,
    read_bytes: impl FnOnce(&mut [u8]) -> crate::error::Result<()>,
) -> crate::error::Result<Vec<T>> {
    let mut out: Vec<T> = Vec::new();
    if out.try_reserve_exact(len).is_err() {
        let bytes = (len as u128).saturating_mul(size_of::<T>() as u128);
        return Err(crate::error::Error::HostMemory { bytes });
    }
    out.resize(len, T::default());
    read_bytes(as_bytes_mut(&mut out))?;
    Ok(out)
}

/// Overwrites a whole device buffer of `len` elements with `data` through `write_bytes`;
/// [`Error::LengthMismatch`](crate::Error::LengthMismatch) unless `data` has exactly `len`.
pub(crate) fn write_elements<T: Element>(
    len: usize,
    data: &[T],
    write_bytes: impl FnOnce(&[u8]) -> crate::error::Result<()>,
) -> crate::error::Result<()> {
    if data.len() != len {
        return Err(crate::error::Error::LengthMismatch { len, got: data.len() });
    }
    write_bytes(as_bytes(data))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_too_large_for_the_host_is_an_error() {
        let e = read_elements::<f64>(usize::MAX / 8, |_| unreachable!("nothing to read into"));
        assert_eq!(
            e.err().map(|e| e.to_string()).as_deref(),
            Some("cannot allocate 18446744073709551608 bytes of host memory for a copy of a device buffer")
        );
        let read = read_elements::<i16>(3, |bytes| {
            bytes.copy_from_slice(&[1, 0, 2, 0, 3, 0]);
            Ok(())
        });
        assert_eq!(
            read.ok(),
            Some(vec![i16::from_ne_bytes([1, 0]), i16::from_ne_bytes([2, 0]), i16::from_ne_bytes([3, 0])])
        );
    }
}
