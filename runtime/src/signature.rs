//! Kernel signatures: the ABI and the source parameter types, shared by both backends.

use std::ffi::CString;

use tinyc_frontend::Checked;
use tinyc_frontend::abi::{GroupIndexed, KernelAbi};
use tinyc_frontend::types::{Scalar, Type};

use crate::error::{Error, Result};

/// What the runtime needs to know about a kernel: its ABI (argument list, work-group size) and
/// the type of each source parameter (for constant sizes, strides and offsets, which the ABI
/// leaves out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelSignature {
    /// The argument list of the calling convention.
    pub abi: KernelAbi,
    /// The source parameters' types, in order.
    pub params: Vec<Type>,
    /// The memref modes the kernel indexes with its work-group's id, which every launch must
    /// cover ([`tinyc_frontend::abi::group_indexed`]; empty where nothing is known, such as for
    /// hand-written OpenCL C).
    pub group_indexed: Vec<GroupIndexed>,
}

impl KernelSignature {
    /// The signature of kernel `name` among `signatures`, and the name as a C string for the
    /// driver; [`Error::UnknownKernel`] when none has that name.
    pub(crate) fn find<'s>(signatures: &'s [KernelSignature], name: &str) -> Result<(&'s KernelSignature, CString)> {
        let unknown = |known| Error::UnknownKernel { name: name.to_string(), known };
        // The name as written or, failing that, the emitted name (`kernel_` for `@kernel`): the
        // written name first, since one function's emitted name may be another's written name
        // (`@kernel` is emitted as `kernel_`, `@kernel_` as `kernel__1`).
        let found = signatures
            .iter()
            .find(|s| s.abi.source_name == name)
            .or_else(|| signatures.iter().find(|s| s.abi.name == name));
        let Some(signature) = found else {
            return Err(unknown(signatures.iter().map(|s| s.abi.source_name.clone()).collect()));
        };
        let c_name = CString::new(signature.abi.name.as_str()).map_err(|_| unknown(vec![]))?;
        Ok((signature, c_name))
    }

    /// The signatures of every function of a checked module, in order.
    pub fn from_checked(checked: &Checked) -> Vec<KernelSignature> {
        checked
            .module
            .funcs
            .iter()
            .zip(checked.abis())
            .map(|(f, abi)| KernelSignature {
                abi,
                params: f.params.iter().map(|p| p.ty.node.clone()).collect(),
                group_indexed: tinyc_frontend::abi::group_indexed(f),
            })
            .collect()
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.abi.name
    }

    /// The source name of parameter `index` (from the ABI; `p{index}` if it has no argument).
    pub(crate) fn param_name(&self, index: usize) -> String {
        self.abi
            .args
            .iter()
            .find(|a| a.param_index == index)
            .map(|a| a.param.clone())
            .unwrap_or_else(|| format!("p{index}"))
    }

    /// Checks that the ABI is the one the calling convention derives from `params`
    /// ([`KernelAbi::args`], the one derivation), and that no parameter holds `i1` elements (a
    /// `bool` scalar travels as an 8-bit integer).
    pub(crate) fn validate(&self) -> Result<()> {
        let fail = |message: String| Err(Error::Signature { kernel: self.abi.name.clone(), message });
        if let Some(i) = self.params.iter().position(|t| t.mentions_i1() && *t != Type::Scalar(Scalar::I1)) {
            return fail(format!("parameter {i} has memrefs of i1, which cannot be a kernel argument"));
        }
        let names: Vec<String> = (0..self.params.len()).map(|i| self.param_name(i)).collect();
        let params: Vec<(&str, &Type)> = names.iter().map(String::as_str).zip(&self.params).collect();
        let expected = KernelAbi::args(&params, self.abi.mode_order());
        // The names may differ where an argument avoided a kernel's name (a module-wide rule,
        // `KernelAbi::args_avoiding`); everything else follows from the parameter types, and
        // the names stay distinct.
        let unnamed =
            |a: &tinyc_frontend::abi::AbiArg| tinyc_frontend::abi::AbiArg { name: String::new(), ..a.clone() };
        let distinct = self.abi.args.iter().map(|a| &a.name).collect::<std::collections::HashSet<_>>().len();
        if self.abi.args.len() != expected.len()
            || distinct != expected.len()
            || self.abi.args.iter().map(unnamed).ne(expected.iter().map(unnamed))
        {
            return fail(format!(
                "the ABI has {} arguments that do not follow from the {} parameter types",
                self.abi.args.len(),
                self.params.len()
            ));
        }
        let (m, n) = self.abi.work_group_size;
        if m < 1 || n < 1 {
            return fail(format!("work-group size {m}x{n}"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use tinyc_frontend::types::{Dim, MemrefType};
    use tinyc_frontend::{Frontend, Source};

    use super::*;

    fn signature(tir: &str) -> KernelSignature {
        let checked = Frontend::default().run(&Source::new("t.ir", tir.as_bytes())).unwrap_or_else(|_| unreachable!());
        KernelSignature::from_checked(&checked).remove(0)
    }

    #[test]
    fn signatures_from_checked_modules_are_consistent() {
        let s = signature(
            "func @k(%a: f32, %b: memref<f32x4x?x?, strided<1,?,?>>, %G: group<memref<i16x?>, offset: ?>) {}",
        );
        assert_eq!(s.name(), "k");
        assert_eq!(s.params.len(), 3);
        assert_eq!(s.param_name(2), "G");
        assert!(s.validate().is_ok());
    }

    #[test]
    fn an_abi_that_does_not_follow_from_the_types_is_rejected() {
        let mut s = signature("func @k(%a: memref<f32x?>) {}");
        s.params[0] =
            Type::Memref(MemrefType::packed(Scalar::F32, vec![Dim::Static(3)]).unwrap_or_else(|| unreachable!()));
        let e = s.validate().err().map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(
            e,
            "kernel `k`: inconsistent signature: the ABI has 2 arguments that do not follow from the 1 parameter types"
        );
        let mut s = signature("func @k(%a: memref<f32x?>) {}");
        s.params[0] = Type::Scalar(Scalar::I1);
        assert!(matches!(s.validate(), Err(Error::Signature { .. })));
    }
}
