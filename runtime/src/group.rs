//! Groups prepared once for many launches ([`PreparedGroup`]), on either backend.

use std::marker::PhantomData;
use std::sync::Arc;

use tinyc_frontend::abi::Role;
use tinyc_frontend::types::GroupType;

/// A group argument checked once, with the device arrays a kernel reads for it (member
/// addresses; sizes and strides of its dynamic modes) built once: a program that launches
/// kernels over the same groups again and again (a DG code's elements, every time step) passes
/// it instead of a [`GroupArg`](crate::GroupArg), and a launch then costs the same for a group
/// of a million members as for one, but for listing each SVM allocation the members lie in to
/// OpenCL (`clSetKernelExecInfo`, once each: linear in their number). Checking a [`GroupArg`](crate::GroupArg) and building its
/// arrays took as long as the kernel itself for groups of 1 500 members (`tinyc-bench dg`).
///
/// Made by [`Kernel::prepare_group`](crate::Kernel::prepare_group) (OpenCL) or, with the `cuda`
/// feature, `cuda::Kernel::prepare_group` for one of the kernel's group parameters; it goes to
/// any kernel of the same context whose parameter has the same group type. It borrows the
/// members' buffers (`'a`), whose contents may change between launches; the members themselves
/// (buffers, offsets, sizes, strides) are fixed. A launch checks the context, the type and (for
/// a v0.3.1 group, indexed by the work-group id) that the group has a member for every
/// work-group.
#[derive(Debug)]
pub struct PreparedGroup<'a> {
    pub(crate) ty: GroupType,
    pub(crate) members: usize,
    pub(crate) offset: i64,
    pub(crate) device: Arrays,
    _buffers: PhantomData<&'a ()>,
}

/// Device arrays by the ABI role and mode they are passed for.
pub(crate) type RoleArrays<B> = Vec<(Role, usize, B)>;

/// A prepared group's device arrays, by ABI role and mode, and the context they belong to.
#[derive(Debug)]
pub(crate) enum Arrays {
    OpenCl {
        ctx: Arc<crate::context::ContextInner>,
        arrays: RoleArrays<crate::buffer::RawBuffer>,
        /// The SVM allocations the members lie in, passed to every launch as indirect SVM.
        indirect: Vec<usize>,
    },
    #[cfg(feature = "cuda")]
    Cuda { ctx: Arc<crate::cuda::context::Inner>, arrays: RoleArrays<crate::cuda::buffer::RawBuffer> },
}

impl PreparedGroup<'_> {
    pub(crate) fn new(ty: GroupType, members: usize, offset: i64, device: Arrays) -> Self {
        PreparedGroup { ty, members, offset, device, _buffers: PhantomData }
    }

    /// The group's type (its parameter's).
    pub fn group_type(&self) -> &GroupType {
        &self.ty
    }

    /// The number of members.
    pub fn len(&self) -> usize {
        self.members
    }

    /// Whether the group has no member (never: an empty group is refused).
    pub fn is_empty(&self) -> bool {
        self.members == 0
    }

    /// The group offset the kernel adds to every member's address.
    pub fn offset(&self) -> i64 {
        self.offset
    }
}

impl PreparedGroup<'_> {
    /// The OpenCL arrays and the members' SVM allocations (`None` for a CUDA group).
    pub(crate) fn opencl(&self) -> Option<(&RoleArrays<crate::buffer::RawBuffer>, &[usize])> {
        match &self.device {
            Arrays::OpenCl { arrays, indirect, .. } => Some((arrays, indirect)),
            #[cfg(feature = "cuda")]
            Arrays::Cuda { .. } => None,
        }
    }
}

#[cfg(feature = "cuda")]
impl PreparedGroup<'_> {
    /// The device address of the CUDA array of `role` (and `mode`); `None` for an OpenCL group.
    pub(crate) fn cuda_array(&self, role: Role, mode: usize) -> Option<u64> {
        match &self.device {
            Arrays::Cuda { arrays, .. } => find_array(arrays, role, mode).map(|b| b.ptr),
            Arrays::OpenCl { .. } => None,
        }
    }
}

/// The array of ABI role `role` (of mode `mode`, except for the addresses) among `arrays`.
pub(crate) fn find_array<B>(arrays: &[(Role, usize, B)], role: Role, mode: usize) -> Option<&B> {
    arrays.iter().find(|(r, m, _)| *r == role && (role == Role::Data || *m == mode)).map(|(_, _, b)| b)
}
