//! Kernel arguments and their validation against a [`KernelSignature`], shared by the OpenCL and
//! the CUDA backend.
//!
//! An [`Arg`] refers to a buffer of either backend; each backend's launch first runs [`validate`]
//! with its [`Backend`] hooks (which buffers it accepts, and its own extra checks), then turns the
//! resulting [`Plan`]s into its kernel arguments.

use tinyc_frontend::abi::Role;
use tinyc_frontend::types::{Dim, GroupType, MemrefType, Scalar, Type};

use crate::element::{Element, ScalarValue};
use crate::error::{Error, Result};
use crate::group::PreparedGroup;
use crate::signature::KernelSignature;

pub(crate) mod sealed {
    use super::BufferRef;

    /// Keeps [`DeviceBuffer`](super::DeviceBuffer) closed to the runtime's own buffer types.
    pub trait Buffer {
        /// The backend's untyped buffer.
        fn buffer_ref(&self) -> BufferRef<'_>;
    }
}

/// Memory the host allocated, with its element type known at run time: what
/// [`MemrefArg::external`] refers to ([`ExternalBuffer`](crate::ExternalBuffer) and, with the
/// `cuda` feature, `cuda::ExternalBuffer`).
pub trait HostMemory: sealed::Buffer {
    /// The element type.
    fn elem(&self) -> Scalar;
    /// Number of elements.
    fn len(&self) -> usize;
    /// Whether there are no elements.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Device memory that a [`MemrefArg`] can refer to: [`Buffer`](crate::Buffer) (OpenCL) and, with
/// the `cuda` feature, `cuda::Buffer`.
///
/// A kernel accepts only buffers of its own backend and context; any other gives
/// [`Error::ForeignBuffer`] at launch.
pub trait DeviceBuffer: sealed::Buffer {
    /// The element type.
    type Elem: Element;

    /// Number of elements.
    fn len(&self) -> usize;

    /// Whether the buffer has no elements.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The untyped buffer behind a [`MemrefArg`], tagged with its backend.
#[derive(Clone, Copy, Debug)]
pub enum BufferRef<'a> {
    /// An OpenCL buffer.
    OpenCl(&'a crate::buffer::RawBuffer),
    /// A CUDA buffer.
    #[cfg(feature = "cuda")]
    Cuda(&'a crate::cuda::buffer::RawBuffer),
    /// A buffer of the unit tests' fake backend.
    #[cfg(test)]
    Fake(&'a tests::FakeRaw),
}

/// The argument bound to one **source parameter**; the runtime expands it into the kernel
/// arguments of the calling convention (`a`, `a_shape1`, `a_stride2`, …).
///
/// The same type serves both backends: a memref or group refers to a [`DeviceBuffer`] of either.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    /// A scalar parameter; its type must be the parameter's (`i64` for `index`).
    Scalar(ScalarValue),
    /// A memref parameter.
    Memref(MemrefArg<'a>),
    /// A group parameter.
    Group(GroupArg<'a>),
    /// A group parameter whose members were checked, and whose device arrays were built, once
    /// for many launches ([`Kernel::prepare_group`](crate::Kernel::prepare_group); OpenCL).
    Prepared(&'a PreparedGroup<'a>),
}

impl Arg<'_> {
    /// What kind of argument this is, for error messages.
    fn describe(&self) -> String {
        match self {
            Arg::Scalar(v) => format!("a scalar of type {}", v.scalar()),
            Arg::Memref(m) => format!("a memref of {}", m.elem),
            Arg::Group(g) => members(g.members.len()),
            Arg::Prepared(p) => format!("a group prepared for type {}", p.ty),
        }
    }
}

impl From<ScalarValue> for Arg<'_> {
    fn from(v: ScalarValue) -> Self {
        Arg::Scalar(v)
    }
}

macro_rules! scalar_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(v: $t) -> Self {
                Arg::Scalar(v.into_value())
            }
        }
    )*};
}

scalar_arg!(i8, i16, i32, i64, f32, f64, half::f16, half::bf16, num_complex::Complex32, num_complex::Complex64);

impl From<bool> for Arg<'_> {
    fn from(v: bool) -> Self {
        Arg::Scalar(v.into())
    }
}

impl<'a> From<MemrefArg<'a>> for Arg<'a> {
    fn from(m: MemrefArg<'a>) -> Self {
        Arg::Memref(m)
    }
}

impl<'a> From<GroupArg<'a>> for Arg<'a> {
    fn from(g: GroupArg<'a>) -> Self {
        Arg::Group(g)
    }
}

/// A group argument as the typed launchers of `tinyc-build` take it: members checked at the
/// launch ([`GroupArg`]), or a group prepared once ([`PreparedGroup`]). Both convert into it.
#[derive(Clone, Debug)]
pub enum GroupInput<'a> {
    /// Members checked at the launch.
    Members(GroupArg<'a>),
    /// A group prepared once for many launches.
    Prepared(&'a PreparedGroup<'a>),
}

impl<'a> From<GroupArg<'a>> for GroupInput<'a> {
    fn from(g: GroupArg<'a>) -> Self {
        GroupInput::Members(g)
    }
}

impl<'a> From<&'a PreparedGroup<'a>> for GroupInput<'a> {
    fn from(g: &'a PreparedGroup<'a>) -> Self {
        GroupInput::Prepared(g)
    }
}

impl<'a> From<GroupInput<'a>> for Arg<'a> {
    fn from(g: GroupInput<'a>) -> Self {
        match g {
            GroupInput::Members(g) => Arg::Group(g),
            GroupInput::Prepared(p) => Arg::Prepared(p),
        }
    }
}

impl<'a> From<&'a PreparedGroup<'a>> for Arg<'a> {
    fn from(g: &'a PreparedGroup<'a>) -> Self {
        Arg::Prepared(g)
    }
}

/// A memref: a buffer (from an element offset on) with a shape and strides, column-major.
#[derive(Clone, Debug)]
pub struct MemrefArg<'a> {
    buffer: BufferRef<'a>,
    elem: Scalar,
    len: usize,
    shape: Vec<i64>,
    strides: Option<Vec<i64>>,
    offset: usize,
}

impl<'a> MemrefArg<'a> {
    /// The memref of `shape` whose element (0,…,0) is the buffer's first element.
    ///
    /// Without [`strides`](Self::strides), the strides are the type's constant strides where it
    /// has them and else contiguous: stride₀ = 1, strideₖ = strideₖ₋₁·sizeₖ₋₁ (the packed
    /// column-major layout for a memref written without `strided<…>`).
    pub fn new<B: DeviceBuffer>(buffer: &'a B, shape: impl Into<Vec<i64>>) -> MemrefArg<'a> {
        MemrefArg {
            buffer: buffer.buffer_ref(),
            elem: B::Elem::SCALAR,
            len: buffer.len(),
            shape: shape.into(),
            strides: None,
            offset: 0,
        }
    }

    /// The memref of `shape` over memory the host allocated ([`ExternalBuffer`], or with the
    /// `cuda` feature `cuda::ExternalBuffer`), whose element type is the buffer's.
    ///
    /// [`ExternalBuffer`]: crate::ExternalBuffer
    pub fn external(buffer: &'a impl HostMemory, shape: impl Into<Vec<i64>>) -> MemrefArg<'a> {
        MemrefArg {
            buffer: buffer.buffer_ref(),
            elem: HostMemory::elem(buffer),
            len: HostMemory::len(buffer),
            shape: shape.into(),
            strides: None,
            offset: 0,
        }
    }

    /// Sets explicit strides, one per mode (in elements).
    pub fn strides(mut self, strides: impl Into<Vec<i64>>) -> MemrefArg<'a> {
        self.strides = Some(strides.into());
        self
    }

    /// Starts the memref `elements` elements into the buffer.
    pub fn offset(mut self, elements: usize) -> MemrefArg<'a> {
        self.offset = elements;
        self
    }
}

/// A group: one memref per member and the group offset. On OpenCL every member must be in
/// shared virtual memory.
#[derive(Clone, Debug)]
pub struct GroupArg<'a> {
    members: Vec<MemrefArg<'a>>,
    offset: Option<i64>,
}

impl<'a> GroupArg<'a> {
    /// A group of the given members (member i is what `load %p[i]` sees, shifted by the offset).
    pub fn new(members: impl IntoIterator<Item = MemrefArg<'a>>) -> GroupArg<'a> {
        GroupArg { members: members.into_iter().collect(), offset: None }
    }

    /// The number of members.
    pub fn len(&self) -> usize {
        self.members.len()
    }

    /// Whether the group has no member (a launch refuses it).
    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }

    /// Sets the group offset (in elements, added to every member's base address). When it is not
    /// set, a type with `offset: ?` gets 0 and a type with a constant offset gets that constant;
    /// when it is set, it must equal a constant offset of the type.
    pub fn offset(mut self, elements: i64) -> GroupArg<'a> {
        self.offset = Some(elements);
        self
    }
}

// ---------------------------------------------------------------------------------------------
// Validation

/// Where a memref being checked sits, for error messages.
pub(crate) struct Site<'s> {
    pub(crate) kernel: &'s str,
    pub(crate) param: &'s str,
    pub(crate) member: Option<usize>,
}

/// What a backend adds to the shared checks.
pub(crate) trait Backend {
    /// The backend's untyped buffer.
    type Raw;

    /// The buffer as this backend's, if it belongs to the kernel's context; otherwise what it
    /// belongs to, completing "the buffer belongs to …" (e.g. `another OpenCL context`).
    fn own<'a>(&self, buffer: BufferRef<'a>) -> Result<&'a Self::Raw, &'static str>;

    /// Checks a memref or group member after the shared checks passed.
    fn check_memref(&self, _site: &Site<'_>, _memref: &Resolved<'_, Self::Raw>) -> Result<()> {
        Ok(())
    }

    /// Checks a group member after [`check_memref`](Self::check_memref).
    fn check_member(&self, _site: &Site<'_>, _memref: &Resolved<'_, Self::Raw>) -> Result<()> {
        Ok(())
    }

    /// What a backend's plan of a prepared group carries besides the group: `()`, or
    /// [`std::convert::Infallible`] for a backend that takes none (the plan cannot exist).
    type Prepared;

    /// Whether a prepared group can go to this backend's kernel: it must have been prepared in
    /// the kernel's context; otherwise what it belongs to, completing "the buffer belongs to …".
    fn prepared(&self, group: &PreparedGroup<'_>) -> std::result::Result<Self::Prepared, &'static str>;
}

/// Sizes or strides of a validated memref, inline up to order 4: a group of thousands of
/// members (a DG code's elements) is validated at every launch, and two heap allocations per
/// member made that take as long as the kernel (`tinyc-bench dg`, degree 3).
pub(crate) type Dims = smallvec::SmallVec<[i64; 4]>;

/// A memref argument after validation: what the kernel gets.
pub(crate) struct Resolved<'a, R> {
    pub(crate) buffer: &'a R,
    pub(crate) elem_bytes: usize,
    /// The memref's offset into the buffer, in elements.
    pub(crate) offset: usize,
    pub(crate) shape: Dims,
    pub(crate) strides: Dims,
    /// Whether the memref reaches no element (a size is 0).
    pub(crate) empty: bool,
}

impl<R> Resolved<'_, R> {
    /// The dynamic size or stride `role` of `mode`.
    pub(crate) fn mode_value(&self, role: Role, mode: usize) -> i64 {
        if role == Role::Shape { self.shape[mode] } else { self.strides[mode] }
    }

    /// The byte offset of element (0,…,0) from the buffer's start (0 for an empty memref, whose
    /// offset may lie past the end).
    pub(crate) fn byte_offset(&self) -> usize {
        if self.empty { 0 } else { self.offset * self.elem_bytes }
    }
}

/// A source parameter after validation; `P` is the backend's [`Backend::Prepared`].
pub(crate) enum Plan<'a, R, P> {
    Scalar(ScalarValue),
    Memref(Resolved<'a, R>),
    Group { members: Vec<Resolved<'a, R>>, offset: i64 },
    Prepared(&'a PreparedGroup<'a>, P),
}

/// Checks every argument against its parameter's type: count, kinds, scalar and element types,
/// orders, constant sizes, strides and offsets, signs, buffer bounds, then the backend's checks.
/// A group needs a member for each of the launch's `groups` work-groups, since `group_id` indexes
/// it (the kernel reads the group's arrays at that index, which a group cannot bound-check).
pub(crate) fn validate<'a, B: Backend>(
    backend: &B,
    sig: &KernelSignature,
    args: &[Arg<'a>],
    groups: usize,
) -> Result<Vec<Plan<'a, B::Raw, B::Prepared>>> {
    let kernel = || sig.abi.source_name.clone();
    if args.len() != sig.params.len() {
        return Err(Error::ArgumentCount { kernel: kernel(), expected: sig.params.len(), got: args.len() });
    }
    let mut plans = Vec::with_capacity(args.len());
    for (index, (ty, arg)) in sig.params.iter().zip(args).enumerate() {
        let param = sig.param_name(index);
        let plan = match (ty, arg) {
            (Type::Scalar(s), Arg::Scalar(v)) => {
                // `index` travels as an i64; a `bool` is no `i8` (hunt U: the C API passed 0xFE).
                let wanted = match s {
                    Scalar::Index => Scalar::I64,
                    s => *s,
                };
                if v.scalar() != wanted {
                    return Err(Error::ScalarType { kernel: kernel(), param, expected: *s, got: v.scalar() });
                }
                Plan::Scalar(*v)
            }
            (Type::Memref(t), Arg::Memref(m)) => {
                let site = Site { kernel: &sig.abi.source_name, param: &param, member: None };
                Plan::Memref(resolve(backend, &site, t, m, 0)?)
            }
            (Type::Group(g), Arg::Group(group)) => {
                let (members, offset) = validate_group(backend, sig, index, g, group, groups)?;
                Plan::Group { members, offset }
            }
            (Type::Group(g), Arg::Prepared(p)) => {
                // A host object of the wrong context, as a cl_mem of another context is (hunt U:
                // it was a launch error naming a buffer).
                let token = backend.prepared(p).map_err(|context| Error::HostObject {
                    what: format!("kernel `{}`, parameter %{param}: the prepared group belongs to {context}", kernel()),
                })?;
                if !same_group_type(&p.ty, g) {
                    return Err(Error::ArgumentKind {
                        kernel: kernel(),
                        param,
                        expected: format!("a group of type {g}"),
                        got: arg.describe(),
                    });
                }
                if g.size.is_none() && p.members < groups {
                    return Err(Error::GroupTooSmall { kernel: kernel(), param, members: p.members, groups });
                }
                Plan::Prepared(p, token)
            }
            (ty, arg) => {
                return Err(Error::ArgumentKind {
                    kernel: kernel(),
                    param,
                    expected: expected_for(ty),
                    got: arg.describe(),
                });
            }
        };
        plans.push(plan);
    }
    Ok(plans)
}

/// Every memref mode, and every group's members, that the kernel indexes with its work-group's
/// id covers the launch's `grid` ([`KernelSignature::group_indexed`]).
pub(crate) fn check_group_indexed<R, P>(
    sig: &KernelSignature,
    plans: &[Plan<'_, R, P>],
    grid: [usize; 3],
) -> Result<()> {
    let batch = sig.abi.launch == tinyc_frontend::abi::Launch::Batch;
    for g in &sig.group_indexed {
        let Some(&groups) = grid.get(g.axis) else { continue };
        let axis = g.axis.min(2);
        let id = if batch { "group_id" } else { ["group_id.x", "group_id.y", "group_id.z"][axis] };
        let along = ["", " along y", " along z"][axis];
        let members = match plans.get(g.param) {
            Some(Plan::Group { members, .. }) => Some(members.len()),
            Some(Plan::Prepared(p, _)) => Some(p.members),
            _ => None,
        };
        if let Some(members) = members {
            if members >= groups {
                continue;
            }
            return Err(Error::GroupIndexTooFewMembers {
                kernel: sig.abi.source_name.clone(),
                param: sig.param_name(g.param),
                members,
                id,
                groups,
                along,
            });
        }
        let Some(Plan::Memref(r)) = plans.get(g.param) else { continue };
        let Some(&size) = r.shape.get(g.mode) else { continue };
        if u64::try_from(size).unwrap_or(0) >= groups as u64 {
            continue;
        }
        return Err(Error::GroupIndexOutOfBounds {
            kernel: sig.abi.source_name.clone(),
            param: sig.param_name(g.param),
            mode: g.mode,
            size,
            id,
            groups,
            along,
        });
    }
    Ok(())
}

/// A group argument, as the launch errors name it.
fn members(n: usize) -> String {
    format!("a group of {n} memref{}", if n == 1 { "" } else { "s" })
}

/// What an argument of a parameter of type `ty` is, as the launch errors name it.
fn expected_for(ty: &Type) -> String {
    match ty {
        Type::Scalar(s) => format!("a scalar of type {s}"),
        Type::Memref(m) => format!("a memref of type {m}"),
        Type::Group(g) => format!("a group of type {g}"),
        Type::Coop(c) => format!("{c}, which no argument can be"),
    }
}

/// The group type of the kernel's parameter `param`, for preparing a group of `members` members
/// (`prepare_group` of either backend): [`Error::NoParameter`] past the parameters,
/// [`Error::ArgumentKind`] for a parameter that is not a group.
pub(crate) fn group_param(sig: &KernelSignature, param: usize, members: usize) -> Result<&GroupType> {
    let kernel = || sig.abi.source_name.clone();
    match sig.params.get(param) {
        None => Err(Error::NoParameter { kernel: kernel(), index: param, count: sig.params.len() }),
        Some(Type::Group(g)) => Ok(g),
        Some(ty) => Err(Error::ArgumentKind {
            kernel: kernel(),
            param: sig.param_name(param),
            expected: expected_for(ty),
            got: self::members(members),
        }),
    }
}

/// Checks a group argument against its parameter's type `g` (the parameter at `index`): members,
/// their count (at least `groups` for a v0.3.1 group, indexed by the work-group id), the offset,
/// each member as a memref; the members as the kernel gets them, and the group offset.
pub(crate) fn validate_group<'a, B: Backend>(
    backend: &B,
    sig: &KernelSignature,
    index: usize,
    g: &GroupType,
    group: &GroupArg<'a>,
    groups: usize,
) -> Result<(Vec<Resolved<'a, B::Raw>>, i64)> {
    let kernel = || sig.abi.source_name.clone();
    let param = sig.param_name(index);
    if group.members.is_empty() {
        return Err(Error::EmptyGroup { kernel: kernel(), param });
    }
    match g.size {
        // A tinytc v0.4 group states its member count (`xN`) or takes it from the
        // arguments (`x?`, the `_size` argument); the kernel indexes it by that.
        Some(Dim::Static(n)) if group.members.len() as i64 != n => {
            return Err(Error::GroupMembers { kernel: kernel(), param, expected: n, got: group.members.len() });
        }
        Some(_) => {}
        // A v0.3.1 group is indexed by the work-group id.
        None if group.members.len() < groups => {
            return Err(Error::GroupTooSmall { kernel: kernel(), param, members: group.members.len(), groups });
        }
        None => {}
    }
    let offset = match (g.offset, group.offset) {
        (Dim::Static(o), Some(x)) if o != x => {
            return Err(Error::GroupOffset { kernel: kernel(), param, expected: o, got: x });
        }
        (Dim::Static(o), _) => o,
        (Dim::Dynamic, x) => x.unwrap_or(0),
    };
    if offset < 0 {
        return Err(Error::NegativeOffset { kernel: kernel(), param, offset });
    }
    let mut members = Vec::with_capacity(group.members.len());
    for (i, m) in group.members.iter().enumerate() {
        let site = Site { kernel: &sig.abi.source_name, param: &param, member: Some(i) };
        let r = resolve(backend, &site, &g.memref, m, offset as u128)?;
        backend.check_member(&site, &r)?;
        members.push(r);
    }
    Ok((members, offset))
}

/// Whether a group prepared for type `a` can be the argument of a parameter of type `b`: the
/// same members (memref type), offset and member count.
pub(crate) fn same_group_type(a: &GroupType, b: &GroupType) -> bool {
    a.memref == b.memref && a.offset == b.offset && a.size == b.size
}

/// Checks one memref (or group member) and fills in its strides. `extra` is the group offset,
/// which the kernel adds to the member's base.
fn resolve<'a, B: Backend>(
    backend: &B,
    site: &Site<'_>,
    ty: &MemrefType,
    arg: &MemrefArg<'a>,
    extra: u128,
) -> Result<Resolved<'a, B::Raw>> {
    let kernel = || site.kernel.to_string();
    let param = || site.param.to_string();
    let member = site.member;
    let buffer = backend.own(arg.buffer).map_err(|context| Error::ForeignBuffer {
        kernel: kernel(),
        param: param(),
        member,
        context,
    })?;
    // `index` elements are 64-bit integers: an i64 buffer holds them.
    let same = arg.elem == ty.elem || (ty.elem == Scalar::Index && arg.elem == Scalar::I64);
    if !same {
        return Err(Error::ElementType { kernel: kernel(), param: param(), member, expected: ty.elem, got: arg.elem });
    }
    let order = ty.order();
    if arg.shape.len() != order {
        return Err(Error::Order {
            kernel: kernel(),
            param: param(),
            member,
            what: "sizes",
            expected: order,
            got: arg.shape.len(),
        });
    }
    for (mode, (&size, dim)) in arg.shape.iter().zip(&ty.shape).enumerate() {
        if size < 0 {
            return Err(Error::Negative { kernel: kernel(), param: param(), member, what: "size", mode, value: size });
        }
        if let Some(expected) = dim.as_static().filter(|&e| e != size) {
            return Err(Error::Shape { kernel: kernel(), param: param(), member, mode, expected, got: size });
        }
    }
    let strides = match &arg.strides {
        Some(strides) => {
            if strides.len() != order {
                return Err(Error::Order {
                    kernel: kernel(),
                    param: param(),
                    member,
                    what: "strides",
                    expected: order,
                    got: strides.len(),
                });
            }
            for (mode, &stride) in strides.iter().enumerate() {
                if stride < 0 {
                    let value = stride;
                    return Err(Error::Negative {
                        kernel: kernel(),
                        param: param(),
                        member,
                        what: "stride",
                        mode,
                        value,
                    });
                }
            }
            Dims::from_slice(strides)
        }
        None => {
            let mut out = Dims::with_capacity(order);
            for (mode, dim) in ty.stride.iter().enumerate() {
                let stride = match (*dim, mode) {
                    (Dim::Static(s), _) => s,
                    (Dim::Dynamic, 0) => 1,
                    (Dim::Dynamic, _) => out[mode - 1].saturating_mul(arg.shape[mode - 1]),
                };
                out.push(stride);
            }
            out
        }
    };
    for (mode, (&stride, dim)) in strides.iter().zip(&ty.stride).enumerate() {
        if let Some(expected) = dim.as_static().filter(|&e| e != stride) {
            return Err(Error::Stride { kernel: kernel(), param: param(), member, mode, expected, got: stride });
        }
    }
    let empty = arg.shape.contains(&0);
    if !empty {
        // Sizes are ≥ 1 and strides ≥ 0 here; saturation only makes the check fail.
        let reach = arg
            .shape
            .iter()
            .zip(&strides)
            .map(|(&s, &st)| (s as u128 - 1).saturating_mul(st as u128))
            .fold(0u128, u128::saturating_add);
        let needed = (arg.offset as u128).saturating_add(extra).saturating_add(reach).saturating_add(1);
        if needed > arg.len as u128 {
            return Err(Error::BufferTooSmall { kernel: kernel(), param: param(), member, needed, len: arg.len });
        }
    }
    let elem_bytes = (ty.elem.bits() / 8) as usize;
    let shape = Dims::from_slice(&arg.shape);
    let resolved = Resolved { buffer, elem_bytes, offset: arg.offset, shape, strides, empty };
    backend.check_memref(site, &resolved)?;
    Ok(resolved)
}

#[cfg(test)]
pub(crate) mod tests {
    //! The shared validation against a fake backend, without any device.

    use tinyc_frontend::{Frontend, Source};

    use super::*;

    /// A fake buffer: `context` tells which fake context made it.
    #[derive(Debug)]
    pub struct FakeRaw {
        pub(crate) context: u32,
    }

    pub(crate) struct FakeBuffer<T> {
        pub(crate) raw: FakeRaw,
        pub(crate) len: usize,
        pub(crate) _elem: std::marker::PhantomData<T>,
    }

    impl<T: Element> FakeBuffer<T> {
        pub(crate) fn new(context: u32, len: usize) -> Self {
            FakeBuffer { raw: FakeRaw { context }, len, _elem: std::marker::PhantomData }
        }
    }

    impl<T: Element> sealed::Buffer for FakeBuffer<T> {
        fn buffer_ref(&self) -> BufferRef<'_> {
            BufferRef::Fake(&self.raw)
        }
    }

    impl<T: Element> DeviceBuffer for FakeBuffer<T> {
        type Elem = T;
        fn len(&self) -> usize {
            self.len
        }
    }

    /// Accepts the fake buffers of context `0`.
    pub(crate) struct FakeBackend;

    impl Backend for FakeBackend {
        type Raw = FakeRaw;
        type Prepared = std::convert::Infallible;

        fn prepared(&self, _: &PreparedGroup<'_>) -> std::result::Result<Self::Prepared, &'static str> {
            Err("an OpenCL context")
        }
        fn own<'a>(&self, buffer: BufferRef<'a>) -> Result<&'a FakeRaw, &'static str> {
            match buffer {
                BufferRef::Fake(raw) if raw.context == 0 => Ok(raw),
                BufferRef::Fake(_) => Err("another fake context"),
                _ => Err("another backend"),
            }
        }
    }

    pub(crate) fn signature(tir: &str) -> KernelSignature {
        let checked = Frontend::default().run(&Source::new("t.ir", tir.as_bytes())).unwrap_or_else(|_| unreachable!());
        KernelSignature::from_checked(&checked).remove(0)
    }

    type FakePlan = Plan<'static, FakeRaw, std::convert::Infallible>;

    fn check(sig: &KernelSignature, args: &[Arg<'_>]) -> Result<Vec<FakePlan>, String> {
        match validate(&FakeBackend, sig, args, 1) {
            // The plans borrow the buffers; only their shape matters to these tests.
            Ok(plans) => Ok(plans
                .into_iter()
                .map(|p| match p {
                    Plan::Scalar(v) => Plan::Scalar(v),
                    Plan::Memref(r) => Plan::Memref(detach(r)),
                    Plan::Group { members, offset } => {
                        Plan::Group { members: members.into_iter().map(detach).collect(), offset }
                    }
                    Plan::Prepared(_, never) => match never {},
                })
                .collect()),
            Err(e) => Err(e.to_string()),
        }
    }

    static DETACHED: FakeRaw = FakeRaw { context: 0 };

    fn detach(r: Resolved<'_, FakeRaw>) -> Resolved<'static, FakeRaw> {
        Resolved { buffer: &DETACHED, ..r }
    }

    #[test]
    fn memrefs_get_derived_strides_and_offsets() {
        let sig = signature("func @k(%a: memref<f32x4x?x?, strided<1,?,?>>, %b: memref<f64x2x?>) {}");
        let a = FakeBuffer::<f32>::new(0, 100);
        let b = FakeBuffer::<f64>::new(0, 10);
        let plans = check(
            &sig,
            &[MemrefArg::new(&a, [4, 3, 2]).strides([1, 5, 20]).offset(3).into(), MemrefArg::new(&b, [2, 5]).into()],
        )
        .unwrap_or_else(|e| unreachable!("{e}"));
        let Plan::Memref(r) = &plans[0] else { unreachable!() };
        assert_eq!((r.offset, r.elem_bytes, r.byte_offset()), (3, 4, 12));
        assert_eq!(r.mode_value(Role::Shape, 1), 3);
        assert_eq!(r.mode_value(Role::Stride, 2), 20);
        let Plan::Memref(r) = &plans[1] else { unreachable!() };
        assert_eq!(r.strides.as_slice(), [1, 2]);
    }

    #[test]
    fn groups_and_errors() {
        let sig = signature("func @k(%x: i16, %G: group<memref<i32x?>, offset: ?>) {}");
        let a = FakeBuffer::<i32>::new(0, 8);
        let other = FakeBuffer::<i32>::new(1, 8);
        let plans = check(
            &sig,
            &[
                3i16.into(),
                GroupArg::new([MemrefArg::new(&a, [5]), MemrefArg::new(&a, [2]).offset(4)]).offset(2).into(),
            ],
        )
        .unwrap_or_else(|e| unreachable!("{e}"));
        let Plan::Group { members, offset } = &plans[1] else { unreachable!() };
        assert_eq!((members.len(), *offset, members[1].byte_offset()), (2, 2, 16));
        let e =
            check(&sig, &[3i16.into(), GroupArg::new([MemrefArg::new(&a, [5]), MemrefArg::new(&other, [2])]).into()]);
        assert_eq!(
            e.err().as_deref(),
            Some("kernel `k`, parameter %G, member 1: the buffer belongs to another fake context")
        );
        let e = check(&sig, &[3i16.into(), GroupArg::new([MemrefArg::new(&a, [7])]).offset(2).into()]);
        assert_eq!(
            e.err().as_deref(),
            Some("kernel `k`, parameter %G, member 0: shape, strides and offsets need 9 elements but the buffer has 8")
        );
        // One member per work-group.
        let two = GroupArg::new([MemrefArg::new(&a, [5]), MemrefArg::new(&a, [2])]);
        assert!(validate(&FakeBackend, &sig, &[3i16.into(), two.clone().into()], 2).is_ok());
        let e = validate(&FakeBackend, &sig, &[3i16.into(), two.into()], 3).err().map(|e| e.to_string());
        assert_eq!(
            e.as_deref(),
            Some(
                "kernel `k`, parameter %G: the group has 2 members but the launch has 3 work-groups (one member per work-group needed)"
            )
        );
        let e = check(&sig, &[3i32.into(), GroupArg::new([MemrefArg::new(&a, [5])]).into()]);
        assert_eq!(e.err().as_deref(), Some("kernel `k`, parameter %x: expected a scalar of type i16 but got i32"));
    }

    #[test]
    fn v04_groups_state_their_member_count_and_bools_travel_as_i8() {
        let sig = signature("func @k(%b: bool, %G: group<memref<f32x4>x2>, %H: group<memref<f32x4>x?>) {}");
        let a = FakeBuffer::<f32>::new(0, 8);
        let g = |n: usize| GroupArg::new(vec![MemrefArg::new(&a, [4]); n]);
        // A v0.4 group is not indexed by the work-group id: 1 work-group or 5 need no more members.
        for launch in [1, 5] {
            assert!(validate(&FakeBackend, &sig, &[true.into(), g(2).into(), g(3).into()], launch).is_ok());
        }
        let e = check(&sig, &[false.into(), g(3).into(), g(1).into()]);
        assert_eq!(e.err().as_deref(), Some("kernel `k`, parameter %G: the group type has 2 members but 3 were given"));
        let e = check(&sig, &[1i32.into(), g(2).into(), g(1).into()]);
        assert_eq!(e.err().as_deref(), Some("kernel `k`, parameter %b: expected a scalar of type bool but got i32"));
        assert_eq!(ScalarValue::from(true), ScalarValue::Bool(true));
    }

    #[test]
    fn empty_memrefs_may_start_past_the_end() {
        let sig = signature("func @k(%a: memref<f32x?>) {}");
        let a = FakeBuffer::<f32>::new(0, 0);
        let plans = check(&sig, &[MemrefArg::new(&a, [0]).offset(5).into()]).unwrap_or_else(|e| unreachable!("{e}"));
        let Plan::Memref(r) = &plans[0] else { unreachable!() };
        assert!(r.empty);
        assert_eq!(r.byte_offset(), 0);
    }
}
