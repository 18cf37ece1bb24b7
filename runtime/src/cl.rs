//! Small safe helpers over the raw OpenCL entry points of `cl-sys`: error codes and info queries.

use std::ffi::c_void;
use std::ptr;

use cl_sys as ffi;

use crate::error::{Error, Result};

/// `CL_DEVICE_OPENCL_C_ALL_VERSIONS` (OpenCL 3.0; not in cl-sys 0.4).
pub(crate) const CL_DEVICE_OPENCL_C_ALL_VERSIONS: u32 = 0x1066;
/// `CL_NAME_VERSION_MAX_NAME_SIZE` (OpenCL 3.0).
const CL_NAME_VERSION_MAX_NAME_SIZE: usize = 64;

/// Turns an OpenCL status code into a `Result`.
pub(crate) fn check(call: &'static str, code: ffi::cl_int) -> Result<()> {
    if code == ffi::CL_SUCCESS { Ok(()) } else { Err(error(call, code)) }
}

/// The error for a failed call.
pub(crate) fn error(call: &'static str, code: ffi::cl_int) -> Error {
    Error::OpenCl { call, code, name: code_name(code) }
}

/// The symbolic name of an OpenCL status code.
pub(crate) fn code_name(code: ffi::cl_int) -> &'static str {
    match code {
        0 => "CL_SUCCESS",
        -1 => "CL_DEVICE_NOT_FOUND",
        -2 => "CL_DEVICE_NOT_AVAILABLE",
        -3 => "CL_COMPILER_NOT_AVAILABLE",
        -4 => "CL_MEM_OBJECT_ALLOCATION_FAILURE",
        -5 => "CL_OUT_OF_RESOURCES",
        -6 => "CL_OUT_OF_HOST_MEMORY",
        -7 => "CL_PROFILING_INFO_NOT_AVAILABLE",
        -8 => "CL_MEM_COPY_OVERLAP",
        -9 => "CL_IMAGE_FORMAT_MISMATCH",
        -10 => "CL_IMAGE_FORMAT_NOT_SUPPORTED",
        -11 => "CL_BUILD_PROGRAM_FAILURE",
        -12 => "CL_MAP_FAILURE",
        -13 => "CL_MISALIGNED_SUB_BUFFER_OFFSET",
        -14 => "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST",
        -15 => "CL_COMPILE_PROGRAM_FAILURE",
        -16 => "CL_LINKER_NOT_AVAILABLE",
        -17 => "CL_LINK_PROGRAM_FAILURE",
        -18 => "CL_DEVICE_PARTITION_FAILED",
        -19 => "CL_KERNEL_ARG_INFO_NOT_AVAILABLE",
        -30 => "CL_INVALID_VALUE",
        -31 => "CL_INVALID_DEVICE_TYPE",
        -32 => "CL_INVALID_PLATFORM",
        -33 => "CL_INVALID_DEVICE",
        -34 => "CL_INVALID_CONTEXT",
        -35 => "CL_INVALID_QUEUE_PROPERTIES",
        -36 => "CL_INVALID_COMMAND_QUEUE",
        -37 => "CL_INVALID_HOST_PTR",
        -38 => "CL_INVALID_MEM_OBJECT",
        -39 => "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR",
        -40 => "CL_INVALID_IMAGE_SIZE",
        -41 => "CL_INVALID_SAMPLER",
        -42 => "CL_INVALID_BINARY",
        -43 => "CL_INVALID_BUILD_OPTIONS",
        -44 => "CL_INVALID_PROGRAM",
        -45 => "CL_INVALID_PROGRAM_EXECUTABLE",
        -46 => "CL_INVALID_KERNEL_NAME",
        -47 => "CL_INVALID_KERNEL_DEFINITION",
        -48 => "CL_INVALID_KERNEL",
        -49 => "CL_INVALID_ARG_INDEX",
        -50 => "CL_INVALID_ARG_VALUE",
        -51 => "CL_INVALID_ARG_SIZE",
        -52 => "CL_INVALID_KERNEL_ARGS",
        -53 => "CL_INVALID_WORK_DIMENSION",
        -54 => "CL_INVALID_WORK_GROUP_SIZE",
        -55 => "CL_INVALID_WORK_ITEM_SIZE",
        -56 => "CL_INVALID_GLOBAL_OFFSET",
        -57 => "CL_INVALID_EVENT_WAIT_LIST",
        -58 => "CL_INVALID_EVENT",
        -59 => "CL_INVALID_OPERATION",
        -60 => "CL_INVALID_GL_OBJECT",
        -61 => "CL_INVALID_BUFFER_SIZE",
        -62 => "CL_INVALID_MIP_LEVEL",
        -63 => "CL_INVALID_GLOBAL_WORK_SIZE",
        -64 => "CL_INVALID_PROPERTY",
        -65 => "CL_INVALID_IMAGE_DESCRIPTOR",
        -66 => "CL_INVALID_COMPILER_OPTIONS",
        -67 => "CL_INVALID_LINKER_OPTIONS",
        -68 => "CL_INVALID_DEVICE_PARTITION_COUNT",
        -69 => "CL_INVALID_PIPE_SIZE",
        -70 => "CL_INVALID_DEVICE_QUEUE",
        -71 => "CL_INVALID_SPEC_ID",
        -72 => "CL_MAX_SIZE_RESTRICTION_EXCEEDED",
        -1001 => "CL_PLATFORM_NOT_FOUND_KHR",
        _ => "an unknown OpenCL error",
    }
}

/// All platforms; an empty list when the loader has none.
pub(crate) fn platform_ids() -> Result<Vec<ffi::cl_platform_id>> {
    let mut count: ffi::cl_uint = 0;
    // SAFETY: querying only the count: no output array, a valid pointer for the count.
    let code = unsafe { ffi::clGetPlatformIDs(0, ptr::null_mut(), &mut count) };
    if code == ffi::CL_PLATFORM_NOT_FOUND_KHR || count == 0 {
        return Ok(Vec::new());
    }
    check("clGetPlatformIDs", code)?;
    let mut ids = vec![ptr::null_mut(); count as usize];
    // SAFETY: `ids` has room for `count` platform ids.
    check("clGetPlatformIDs", unsafe { ffi::clGetPlatformIDs(count, ids.as_mut_ptr(), ptr::null_mut()) })?;
    Ok(ids)
}

/// All devices of a platform; an empty list when it has none.
pub(crate) fn device_ids(platform: ffi::cl_platform_id) -> Result<Vec<ffi::cl_device_id>> {
    let mut count: ffi::cl_uint = 0;
    // SAFETY: `platform` came from clGetPlatformIDs; only the count is written.
    let code = unsafe { ffi::clGetDeviceIDs(platform, ffi::CL_DEVICE_TYPE_ALL, 0, ptr::null_mut(), &mut count) };
    if code == ffi::CL_DEVICE_NOT_FOUND || count == 0 {
        return Ok(Vec::new());
    }
    check("clGetDeviceIDs", code)?;
    let mut ids = vec![ptr::null_mut(); count as usize];
    // SAFETY: `ids` has room for `count` device ids.
    check("clGetDeviceIDs", unsafe {
        ffi::clGetDeviceIDs(platform, ffi::CL_DEVICE_TYPE_ALL, count, ids.as_mut_ptr(), ptr::null_mut())
    })?;
    Ok(ids)
}

/// The raw bytes of a device property.
pub(crate) fn device_info_bytes(device: ffi::cl_device_id, param: ffi::cl_device_info) -> Result<Vec<u8>> {
    let mut size = 0usize;
    // SAFETY: size query only; `device` is a valid device id.
    check("clGetDeviceInfo", unsafe { ffi::clGetDeviceInfo(device, param, 0, ptr::null_mut(), &mut size) })?;
    let mut bytes = vec![0u8; size];
    // SAFETY: `bytes` has exactly `size` writable bytes.
    check("clGetDeviceInfo", unsafe {
        ffi::clGetDeviceInfo(device, param, size, bytes.as_mut_ptr().cast::<c_void>(), ptr::null_mut())
    })?;
    Ok(bytes)
}

/// A string platform property (the trailing NUL removed).
pub(crate) fn platform_info_string(platform: ffi::cl_platform_id, param: ffi::cl_platform_info) -> Result<String> {
    let mut size = 0usize;
    // SAFETY: size query only; `platform` is a valid platform id.
    check("clGetPlatformInfo", unsafe { ffi::clGetPlatformInfo(platform, param, 0, ptr::null_mut(), &mut size) })?;
    let mut bytes = vec![0u8; size];
    // SAFETY: `bytes` has exactly `size` writable bytes.
    check("clGetPlatformInfo", unsafe {
        ffi::clGetPlatformInfo(platform, param, size, bytes.as_mut_ptr().cast::<c_void>(), ptr::null_mut())
    })?;
    Ok(c_string(&bytes))
}

/// A string device property (the trailing NUL removed).
pub(crate) fn device_info_string(device: ffi::cl_device_id, param: ffi::cl_device_info) -> Result<String> {
    Ok(c_string(&device_info_bytes(device, param)?))
}

/// A numeric device property of type `cl_uint`, `cl_ulong` or `size_t`, widened to `u64`.
pub(crate) fn device_info_uint(device: ffi::cl_device_id, param: ffi::cl_device_info) -> Result<u64> {
    let bytes = device_info_bytes(device, param)?;
    Ok(match bytes.len() {
        4 => u64::from(u32::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])),
        8 => u64::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7]]),
        _ => return Err(error("clGetDeviceInfo", -30)),
    })
}

/// An array-of-`size_t` device property.
pub(crate) fn device_info_sizes(device: ffi::cl_device_id, param: ffi::cl_device_info) -> Result<Vec<usize>> {
    let bytes = device_info_bytes(device, param)?;
    Ok(bytes
        .chunks_exact(size_of::<usize>())
        .map(|c| {
            let mut word = [0u8; size_of::<usize>()];
            word.copy_from_slice(c);
            usize::from_ne_bytes(word)
        })
        .collect())
}

/// The versions of a `cl_name_version` array property (each entry: a `cl_version`, then a name).
pub(crate) fn device_info_name_versions(device: ffi::cl_device_id, param: ffi::cl_device_info) -> Result<Vec<u32>> {
    let bytes = device_info_bytes(device, param)?;
    Ok(bytes
        .chunks_exact(4 + CL_NAME_VERSION_MAX_NAME_SIZE)
        .map(|c| u32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

/// The text of a NUL-terminated byte string (lossy for invalid UTF-8).
pub(crate) fn c_string(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).trim().to_string()
}

/// `(major, minor)` from a version string such as `OpenCL 3.0 PoCL …` or `OpenCL C 1.2 PoCL`.
pub(crate) fn parse_version(text: &str, prefix: &str) -> Option<(u32, u32)> {
    let rest = text.strip_prefix(prefix)?.trim_start();
    let number = rest.split_whitespace().next()?;
    let (major, minor) = number.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}

/// `(major, minor)` of a packed `cl_version` (major in bits 22.., minor in bits 12..22).
pub(crate) fn unpack_version(v: u32) -> (u32, u32) {
    (v >> 22, (v >> 12) & 0x3ff)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_parse() {
        assert_eq!(parse_version("OpenCL 3.0 PoCL HSTR: x", "OpenCL"), Some((3, 0)));
        assert_eq!(parse_version("OpenCL C 1.2 PoCL", "OpenCL C"), Some((1, 2)));
        assert_eq!(parse_version("garbage", "OpenCL"), None);
        assert_eq!(unpack_version((3 << 22) | (1 << 12) | 7), (3, 1));
        assert_eq!(c_string(b"abc\0\0"), "abc");
        assert_eq!(code_name(-54), "CL_INVALID_WORK_GROUP_SIZE");
    }
}
