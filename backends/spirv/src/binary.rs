//! What the backend reads and edits in a SPIR-V module after LLVM has written it, on `rspirv`'s
//! data representation ([`Module`]): entry points, execution modes, parameter names and types,
//! the linkage of built-ins, and the ids LLVM defines. [`parse`] loads a binary module, the
//! edits work on the loaded module, and [`bytes`] and [`assembly`] write it back as a binary and
//! as its text — one module, so the two forms always agree.

use std::collections::HashSet;

use rspirv::binary::{Assemble, Disassemble};
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Capability, Decoration, ExecutionMode, Op, StorageClass};
use tinyc_frontend::types::Scalar;
use tinyc_kernel::ir::Kernel;

/// A loaded SPIR-V module.
pub use rspirv::dr::Module;

/// The SPIR-V magic number, the header's first word.
pub const MAGIC: u32 = rspirv::spirv::MAGIC_NUMBER;

/// Loads a binary module (little-endian words, as LLVM writes them).
pub fn parse(bytes: &[u8]) -> Result<Module, String> {
    if !bytes.len().is_multiple_of(4) || bytes.len() < 20 {
        return Err(format!("the SPIR-V module has {} bytes, not a whole header and words", bytes.len()));
    }
    let mut module = rspirv::dr::load_bytes(bytes).map_err(|e| format!("the SPIR-V module cannot be read: {e}"))?;
    // The loader leaves rspirv's own generator in the header; the module's is LLVM's.
    if let Some(header) = module.header.as_mut() {
        header.generator = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    }
    Ok(module)
}

/// The module as a binary (little-endian words).
pub fn bytes(module: &Module) -> Vec<u8> {
    module.assemble().iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The module as SPIR-V assembly text (`--emit spirv-asm`), ending in a newline.
pub fn assembly(module: &Module) -> String {
    let mut text = module.disassemble();
    text.push('\n');
    text
}

/// A 32-bit literal operand's value.
fn literal(operand: &Operand) -> Option<u32> {
    match operand {
        Operand::LiteralBit32(v) => Some(*v),
        _ => None,
    }
}

/// A kernel entry point: its function's id and name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryPoint {
    pub function: u32,
    pub name: String,
}

/// The module's entry points.
pub fn entry_points(module: &Module) -> Vec<EntryPoint> {
    module
        .entry_points
        .iter()
        .filter_map(|i| match i.operands.as_slice() {
            [_, Operand::IdRef(function), Operand::LiteralString(name), ..] => {
                Some(EntryPoint { function: *function, name: name.clone() })
            }
            _ => None,
        })
        .collect()
}

/// The function id of the entry point `kernel`.
fn entry_function(module: &Module, kernel: &str) -> Option<u32> {
    entry_points(module).into_iter().find(|e| e.name == kernel).map(|e| e.function)
}

/// The execution modes of the module: (entry point function, mode, 32-bit literals).
fn execution_modes(module: &Module) -> impl Iterator<Item = (u32, ExecutionMode, Vec<u32>)> + '_ {
    module.execution_modes.iter().filter_map(|i| match i.operands.as_slice() {
        [Operand::IdRef(function), Operand::ExecutionMode(mode), literals @ ..] => {
            Some((*function, *mode, literals.iter().filter_map(literal).collect()))
        }
        _ => None,
    })
}

/// The `LocalSize` of a kernel, if it has one.
pub fn local_size(module: &Module, kernel: &str) -> Option<[u32; 3]> {
    let function = entry_function(module, kernel)?;
    execution_modes(module).find_map(|(f, mode, lits)| match lits.as_slice() {
        [x, y, z] if f == function && mode == ExecutionMode::LocalSize => Some([*x, *y, *z]),
        _ => None,
    })
}

/// The `SubgroupSize` each kernel requires, by name (kernels without one are left out).
pub fn subgroup_sizes(module: &Module) -> Vec<(String, u32)> {
    let entries = entry_points(module);
    execution_modes(module)
        .filter_map(|(f, mode, lits)| match lits.as_slice() {
            [size] if mode == ExecutionMode::SubgroupSize => {
                Some((entries.iter().find(|e| e.function == f)?.name.clone(), *size))
            }
            _ => None,
        })
        .collect()
}

/// Gives each kernel named in `sizes` that `SubgroupSize`, and every other kernel none: LLVM's
/// XeVM target writes `SubgroupSize 16` for every kernel, so a kernel in `sizes` has its literal
/// replaced and every other such mode is removed. The `SubgroupDispatch` capability stays only
/// while a `SubgroupSize` does.
pub fn set_subgroup_sizes(module: &mut Module, sizes: &[(String, u32)]) {
    let entries = entry_points(module);
    let wanted = |function: u32| {
        let name = &entries.iter().find(|e| e.function == function)?.name;
        sizes.iter().find(|(n, _)| n == name).map(|(_, s)| *s)
    };
    module.execution_modes.retain_mut(|i| match i.operands.as_mut_slice() {
        [Operand::IdRef(function), Operand::ExecutionMode(ExecutionMode::SubgroupSize), size] => {
            match wanted(*function) {
                Some(wanted) => {
                    *size = Operand::LiteralBit32(wanted);
                    true
                }
                None => false,
            }
        }
        _ => true,
    });
    if subgroup_sizes(module).is_empty() {
        remove_capability(module, Capability::SubgroupDispatch);
    }
}

/// Takes `capability` out of the module's capabilities.
fn remove_capability(module: &mut Module, capability: Capability) {
    module.capabilities.retain(|i| !matches!(i.operands.as_slice(), [Operand::Capability(c)] if *c == capability));
}

/// (type id, result id) of each `OpFunctionParameter` of a function.
type Parameters = Vec<(u32, u32)>;

/// Each entry point's parameters, by kernel name.
fn entry_parameters(module: &Module) -> Result<Vec<(String, Parameters)>, String> {
    entry_points(module)
        .into_iter()
        .map(|entry| {
            let function = module
                .functions
                .iter()
                .find(|f| f.def_id() == Some(entry.function))
                .ok_or_else(|| format!("the entry point `{}` has no function", entry.name))?;
            let params = function.parameters.iter().filter_map(|p| Some((p.result_type?, p.result_id?))).collect();
            Ok((entry.name, params))
        })
        .collect()
}

/// Names every kernel parameter as the ABI does (`OpName`, which OpenCL's
/// `clGetKernelArgInfo` and disassemblers show; LLVM leaves them unnamed).
pub fn name_parameters(module: &mut Module, names: &[(String, Vec<String>)]) -> Result<(), String> {
    let params = entry_parameters(module)?;
    for (kernel, wanted) in names {
        let Some((_, ids)) = params.iter().find(|(k, _)| k == kernel) else { continue };
        for ((_, param), name) in ids.iter().zip(wanted) {
            module.debug_names.push(Instruction::new(
                Op::Name,
                None,
                None,
                vec![Operand::IdRef(*param), Operand::LiteralString(name.clone())],
            ));
        }
    }
    Ok(())
}

/// The `OpName` of each id.
pub fn names(module: &Module) -> Vec<(u32, String)> {
    module
        .debug_names
        .iter()
        .filter_map(|i| match i.operands.as_slice() {
            [Operand::IdRef(id), Operand::LiteralString(name)] if i.class.opcode == Op::Name => {
                Some((*id, name.clone()))
            }
            _ => None,
        })
        .collect()
}

/// Takes the `LinkageAttributes … Import` decoration off built-in variables: LLVM's SPIR-V
/// backend declares the work-item built-ins (`WorkgroupId`, `LocalInvocationId`, …) as variables
/// imported from another module, which a complete OpenCL module has no reason to do (and which
/// makes it need the `Linkage` capability). The capability goes too when no other linkage
/// decoration is left.
pub fn unlink_builtins(module: &mut Module) {
    let decorated = |i: &Instruction, decoration: Decoration| match i.operands.as_slice() {
        [Operand::IdRef(target), Operand::Decoration(d), ..] if *d == decoration => Some(*target),
        _ => None,
    };
    let builtins: HashSet<u32> = module.annotations.iter().filter_map(|i| decorated(i, Decoration::BuiltIn)).collect();
    module
        .annotations
        .retain(|i| decorated(i, Decoration::LinkageAttributes).is_none_or(|target| !builtins.contains(&target)));
    if !module.annotations.iter().any(|i| decorated(i, Decoration::LinkageAttributes).is_some()) {
        remove_capability(module, Capability::Linkage);
    }
}

/// Checks that no id is defined twice and every id is below the header's bound. LLVM 22's
/// SPIR-V backend keeps a process-wide table of basic-block ids keyed by the address of the
/// machine function, which it never clears between modules: a later module whose function lands
/// at an earlier one's address gets that module's block ids, and then defines them twice. Such a
/// module crashes Intel's SPIR-V reader, so it must never leave the backend.
pub fn check_ids(module: &Module) -> Result<(), String> {
    let bound = module.header.as_ref().map_or(0, |h| h.bound);
    let mut defined = HashSet::new();
    for i in module.all_inst_iter() {
        let Some(id) = i.result_id else { continue };
        let op = i.class.opname;
        if id == 0 || id >= bound {
            return Err(format!("the SPIR-V module defines the id {id} (Op{op}) outside its bound {bound}"));
        }
        if !defined.insert(id) {
            return Err(format!("the SPIR-V module defines the id {id} twice (Op{op})"));
        }
    }
    Ok(())
}

/// What a kernel parameter's type is, as far as the ABI cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamType {
    /// A pointer to `CrossWorkgroup` (global) memory.
    Global,
    /// A pointer to another storage class.
    Pointer(StorageClass),
    Bool,
    Int(u32),
    Float(u32),
    Other,
}

/// The parameter types of each kernel, by name.
pub fn kernel_params(module: &Module) -> Result<Vec<(String, Vec<ParamType>)>, String> {
    let ty = |type_id: u32| {
        let def = module.types_global_values.iter().find(|i| i.result_id == Some(type_id))?;
        Some(match (def.class.opcode, def.operands.as_slice()) {
            (Op::TypeBool, _) => ParamType::Bool,
            (Op::TypeInt, [width, ..]) => ParamType::Int(literal(width)?),
            (Op::TypeFloat, [width, ..]) => ParamType::Float(literal(width)?),
            (Op::TypePointer, [Operand::StorageClass(StorageClass::CrossWorkgroup), ..]) => ParamType::Global,
            (Op::TypePointer, [Operand::StorageClass(class), ..]) => ParamType::Pointer(*class),
            _ => ParamType::Other,
        })
    };
    Ok(entry_parameters(module)?
        .into_iter()
        .map(|(name, params)| (name, params.into_iter().map(|(t, _)| ty(t).unwrap_or(ParamType::Other)).collect()))
        .collect())
}

/// The SPIR-V parameter type an ABI argument must have.
pub fn abi_param_type(a: &tinyc_frontend::abi::AbiArg) -> ParamType {
    match (a.pointer_depth, a.ty) {
        (1.., _) => ParamType::Global,
        (0, Scalar::I1) => ParamType::Bool,
        (0, Scalar::I8) => ParamType::Int(8),
        (0, Scalar::I16) => ParamType::Int(16),
        (0, Scalar::I32) => ParamType::Int(32),
        (0, Scalar::I64 | Scalar::Index) => ParamType::Int(64),
        (0, Scalar::F32) => ParamType::Float(32),
        (0, Scalar::F64) => ParamType::Float(64),
        (0, Scalar::F16) => ParamType::Float(16),
        // bf16 travels as its bits (OpenCL has no bfloat16 type).
        (0, Scalar::BF16) => ParamType::Int(16),
        // Refused before SPIR-V is made (`build_module`).
        (0, Scalar::C32 | Scalar::C64) => ParamType::Other,
    }
}

/// Checks that every kernel is an entry point with its ABI name, the ABI's parameter names and
/// types and `LocalSize m n 1`: a mismatch is an internal compiler error, checked on every
/// compile.
pub fn check_entries(module: &Module, kernels: &[Kernel]) -> Result<(), String> {
    let params = kernel_params(module)?;
    let ids = entry_parameters(module)?;
    let names = names(module);
    for k in kernels {
        let name = &k.abi.name;
        let Some((_, got)) = params.iter().find(|(n, _)| n == name) else {
            return Err(format!("the SPIR-V module has no entry point `{name}`"));
        };
        let ids = ids.iter().find(|(n, _)| n == name).map(|(_, ids)| ids.as_slice()).unwrap_or_default();
        let got_names: Vec<&str> =
            ids.iter().map(|(_, id)| names.iter().find(|(i, _)| i == id).map_or("", |(_, n)| n.as_str())).collect();
        let wanted_names: Vec<&str> = k.abi.args.iter().map(|a| a.name.as_str()).collect();
        if got_names != wanted_names {
            return Err(format!(
                "the SPIR-V kernel `{name}` has the parameter names {got_names:?}, but its ABI {wanted_names:?}"
            ));
        }
        let wanted: Vec<ParamType> = k.abi.args.iter().map(abi_param_type).collect();
        if *got != wanted {
            return Err(format!("the SPIR-V kernel `{name}` has the parameters {got:?}, but its ABI {wanted:?}"));
        }
        let (m, n) = k.abi.work_group_size;
        let want = [m, n, 1].map(|v| u32::try_from(v).unwrap_or(0));
        if local_size(module, name) != Some(want) {
            return Err(format!("the SPIR-V kernel `{name}` does not have `LocalSize {m} {n} 1`"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)] // tests report failures by panicking

    use rspirv::dr::Builder;
    use rspirv::spirv::{AddressingModel, ExecutionModel, FunctionControl, MemoryModel};

    use super::*;

    /// Two kernels `a` and `bb` (one `i32` parameter each), both with `SubgroupSize 16`, `a`
    /// with `LocalSize 8 2 1`; a built-in imported by linkage. Returns the module as bytes.
    fn module() -> Vec<u8> {
        let mut b = Builder::new();
        b.set_version(1, 2);
        b.capability(Capability::Kernel);
        b.capability(Capability::Linkage);
        b.capability(Capability::SubgroupDispatch);
        b.memory_model(AddressingModel::Physical64, MemoryModel::OpenCL);
        let void = b.type_void();
        let int = b.type_int(32, 0);
        let fn_ty = b.type_function(void, vec![int]);
        let long = b.type_int(64, 0);
        let vec3 = b.type_vector(long, 3);
        let ptr = b.type_pointer(None, StorageClass::Input, vec3);
        let builtin = b.variable(ptr, None, StorageClass::Input, None);
        b.decorate(builtin, Decoration::BuiltIn, [Operand::BuiltIn(rspirv::spirv::BuiltIn::WorkgroupId)]);
        b.decorate(
            builtin,
            Decoration::LinkageAttributes,
            [
                Operand::LiteralString("__spirv_BuiltInWorkgroupId".into()),
                Operand::LinkageType(rspirv::spirv::LinkageType::Import),
            ],
        );
        let kernel = |b: &mut Builder, name: &str| {
            let f = b.begin_function(void, None, FunctionControl::NONE, fn_ty).unwrap_or_else(|e| panic!("{e}"));
            b.function_parameter(int).unwrap_or_else(|e| panic!("{e}"));
            b.begin_block(None).unwrap_or_else(|e| panic!("{e}"));
            b.ret().unwrap_or_else(|e| panic!("{e}"));
            b.end_function().unwrap_or_else(|e| panic!("{e}"));
            b.entry_point(ExecutionModel::Kernel, f, name, []);
            f
        };
        let a = kernel(&mut b, "a");
        let bb = kernel(&mut b, "bb");
        b.execution_mode(a, ExecutionMode::LocalSize, [8, 2, 1]);
        b.execution_mode(a, ExecutionMode::SubgroupSize, [16]);
        b.execution_mode(bb, ExecutionMode::SubgroupSize, [16]);
        bytes(&b.module())
    }

    fn load(bytes: &[u8]) -> Module {
        parse(bytes).unwrap_or_else(|e| panic!("{e}"))
    }

    fn capabilities(m: &Module) -> Vec<String> {
        m.capabilities.iter().map(|i| i.operands[0].to_string()).collect()
    }

    #[test]
    fn subgroup_sizes_are_removed_unless_asked_for() {
        let mut m = load(&module());
        assert_eq!(subgroup_sizes(&m), vec![("a".into(), 16), ("bb".into(), 16)]);
        set_subgroup_sizes(&mut m, &[]);
        let m = load(&bytes(&m));
        assert_eq!(subgroup_sizes(&m), vec![]);
        assert_eq!(capabilities(&m), ["Kernel", "Linkage"]);
        assert_eq!(local_size(&m, "a"), Some([8, 2, 1]));
        assert_eq!(local_size(&m, "bb"), None);

        let mut m = load(&module());
        set_subgroup_sizes(&mut m, &[("bb".into(), 32)]);
        let text = assembly(&m);
        assert_eq!(subgroup_sizes(&m), vec![("bb".into(), 32)]);
        assert!(capabilities(&m).contains(&"SubgroupDispatch".to_string()));
        assert_eq!(text.matches("SubgroupSize").count(), 1, "{text}");
        let bb = entry_function(&m, "bb").unwrap_or_default();
        assert!(text.contains(&format!("OpExecutionMode %{bb} SubgroupSize 32")), "{text}");
    }

    #[test]
    fn parameters_are_named_and_builtins_unlinked() {
        let mut m = load(&module());
        name_parameters(&mut m, &[("bb".into(), vec!["x".into()]), ("none".into(), vec!["y".into()])])
            .unwrap_or_else(|e| panic!("{e}"));
        unlink_builtins(&mut m);
        let m = load(&bytes(&m));
        let params = entry_parameters(&m).unwrap_or_else(|e| panic!("{e}"));
        let (_, bb) = &params[1];
        assert_eq!(names(&m), vec![(bb[0].1, "x".to_string())]);
        assert_eq!(capabilities(&m), ["Kernel", "SubgroupDispatch"]);
        assert!(!assembly(&m).contains("LinkageAttributes"), "{}", assembly(&m));
        assert_eq!(
            kernel_params(&m),
            Ok(vec![("a".into(), vec![ParamType::Int(32)]), ("bb".into(), vec![ParamType::Int(32)])])
        );
    }

    #[test]
    fn ids_defined_twice_or_past_the_bound_are_found() {
        let good = load(&module());
        assert_eq!(check_ids(&good), Ok(()));
        let mut twice = good.clone();
        let label = twice.functions[1].blocks[0].label.clone();
        twice.functions[0].blocks[0].label = label;
        assert!(check_ids(&twice).is_err_and(|e| e.contains("twice (OpLabel)")), "{:?}", check_ids(&twice));
        let mut beyond = good.clone();
        if let Some(h) = beyond.header.as_mut() {
            h.bound = 3;
        }
        assert!(check_ids(&beyond).is_err_and(|e| e.contains("outside its bound 3")));
    }

    #[test]
    fn malformed_modules_are_errors() {
        assert!(parse(&[1, 2, 3]).is_err());
        assert!(parse(&[0; 20]).is_err());
        let mut llvm = module();
        llvm[8..12].copy_from_slice(&0x002b_0016u32.to_le_bytes());
        let generator = load(&bytes(&load(&llvm))[..]).header.map(|h| h.generator);
        assert_eq!(generator, Some(0x002b_0016), "the generator word is kept");
        let mut truncated = module();
        truncated.truncate(truncated.len() - 4);
        assert!(parse(&truncated).is_err());
        let mut overlong = module();
        overlong.extend(0x0005_0010u32.to_le_bytes()); // claims five words, has one
        assert!(parse(&overlong).is_err());
    }
}
