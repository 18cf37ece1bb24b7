//! The few facts of the SPIR-V binary format the backend needs after LLVM has written a module:
//! the header, the instruction stream (a word `count << 16 | opcode`, then the operands), entry
//! points, execution modes and kernel parameter types. Used to take out or set the `SubgroupSize`
//! execution mode and to check every kernel against its ABI.

use tinyc_frontend::types::Scalar;
use tinyc_kernel::ir::Kernel;

/// The SPIR-V magic number, the header's first word.
pub const MAGIC: u32 = 0x0723_0203;
/// Words in the header (magic, version, generator, id bound, schema).
pub const HEADER_WORDS: usize = 5;

const OP_SOURCE: u16 = 3;
const OP_NAME: u16 = 5;
const OP_ENTRY_POINT: u16 = 15;
const OP_EXECUTION_MODE: u16 = 16;
const OP_CAPABILITY: u16 = 17;
const OP_DECORATE: u16 = 71;
const OP_TYPE_BOOL: u16 = 20;
const OP_TYPE_INT: u16 = 21;
const OP_TYPE_FLOAT: u16 = 22;
const OP_TYPE_POINTER: u16 = 32;
const OP_FUNCTION: u16 = 54;
const OP_FUNCTION_PARAMETER: u16 = 55;
/// `ExecutionMode SubgroupSize`.
const MODE_SUBGROUP_SIZE: u32 = 35;
/// `ExecutionMode LocalSize`.
const MODE_LOCAL_SIZE: u32 = 17;
/// `Capability SubgroupDispatch`, which `SubgroupSize` needs.
const CAPABILITY_SUBGROUP_DISPATCH: u32 = 58;
/// `Capability Linkage`.
const CAPABILITY_LINKAGE: u32 = 5;
/// `Decoration BuiltIn`.
const DECORATION_BUILT_IN: u32 = 11;
/// `Decoration LinkageAttributes`.
const DECORATION_LINKAGE_ATTRIBUTES: u32 = 41;
/// `StorageClass CrossWorkgroup` (OpenCL's `global`).
const CROSS_WORKGROUP: u32 = 5;

/// The little-endian words of a binary module, its header checked.
pub fn words(bytes: &[u8]) -> Result<Vec<u32>, String> {
    if !bytes.len().is_multiple_of(4) || bytes.len() < HEADER_WORDS * 4 {
        return Err(format!("the SPIR-V module has {} bytes, not a whole header and words", bytes.len()));
    }
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    if words[0] != MAGIC {
        return Err(format!("the SPIR-V module starts with {:#010x}, not the magic number", words[0]));
    }
    Ok(words)
}

/// The bytes of a module's words (little-endian, as LLVM writes them).
pub fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// One instruction: its opcode and operands (the words after the first).
#[derive(Clone, Copy, Debug)]
pub struct Instruction<'w> {
    pub opcode: u16,
    pub operands: &'w [u32],
}

/// The instructions after the header, with the word index each starts at; an instruction whose
/// word count is 0 or runs past the end is an error.
pub fn instructions(words: &[u32]) -> Result<Vec<(usize, Instruction<'_>)>, String> {
    let mut out = Vec::new();
    let mut at = HEADER_WORDS;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return Err(format!("a SPIR-V instruction at word {at} has the bad word count {count}"));
        }
        out.push((at, Instruction { opcode: (words[at] & 0xffff) as u16, operands: &words[at + 1..at + count] }));
        at += count;
    }
    Ok(out)
}

/// A literal string operand (UTF-8, NUL-terminated, packed four bytes a word, little-endian) and
/// the number of words it takes.
pub fn literal_string(operands: &[u32]) -> (String, usize) {
    let mut bytes = Vec::new();
    for (i, w) in operands.iter().enumerate() {
        for b in w.to_le_bytes() {
            if b == 0 {
                return (String::from_utf8_lossy(&bytes).into_owned(), i + 1);
            }
            bytes.push(b);
        }
    }
    (String::from_utf8_lossy(&bytes).into_owned(), operands.len())
}

/// A kernel entry point: its function's id and name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryPoint {
    pub function: u32,
    pub name: String,
}

/// The module's entry points.
pub fn entry_points(words: &[u32]) -> Result<Vec<EntryPoint>, String> {
    Ok(instructions(words)?
        .into_iter()
        .filter(|(_, i)| i.opcode == OP_ENTRY_POINT && i.operands.len() >= 3)
        .map(|(_, i)| EntryPoint { function: i.operands[1], name: literal_string(&i.operands[2..]).0 })
        .collect())
}

/// The execution modes of the module: (entry point function, mode, literals).
pub fn execution_modes(words: &[u32]) -> Result<Vec<(u32, u32, Vec<u32>)>, String> {
    Ok(instructions(words)?
        .into_iter()
        .filter(|(_, i)| i.opcode == OP_EXECUTION_MODE && i.operands.len() >= 2)
        .map(|(_, i)| (i.operands[0], i.operands[1], i.operands[2..].to_vec()))
        .collect())
}

/// The `LocalSize` of a kernel, if it has one.
pub fn local_size(words: &[u32], kernel: &str) -> Result<Option<[u32; 3]>, String> {
    let Some(entry) = entry_points(words)?.into_iter().find(|e| e.name == kernel) else { return Ok(None) };
    Ok(execution_modes(words)?.into_iter().find_map(|(f, mode, lits)| {
        (f == entry.function && mode == MODE_LOCAL_SIZE && lits.len() == 3).then(|| [lits[0], lits[1], lits[2]])
    }))
}

/// The `SubgroupSize` each kernel requires, by name (kernels without one are left out).
pub fn subgroup_sizes(words: &[u32]) -> Result<Vec<(String, u32)>, String> {
    let entries = entry_points(words)?;
    Ok(execution_modes(words)?
        .into_iter()
        .filter(|(_, mode, lits)| *mode == MODE_SUBGROUP_SIZE && lits.len() == 1)
        .filter_map(|(f, _, lits)| Some((entries.iter().find(|e| e.function == f)?.name.clone(), lits[0])))
        .collect())
}

/// Gives each kernel named in `sizes` that `SubgroupSize`, and every other kernel none: LLVM's
/// XeVM target writes `SubgroupSize 16` for every kernel, so a kernel in `sizes` has its literal
/// replaced and every other such mode is removed. The `SubgroupDispatch` capability stays only
/// while a `SubgroupSize` does.
pub fn set_subgroup_sizes(words: &mut Vec<u32>, sizes: &[(String, u32)]) -> Result<(), String> {
    let entries = entry_points(words)?;
    let wanted = |function: u32| {
        let name = &entries.iter().find(|e| e.function == function)?.name;
        sizes.iter().find(|(n, _)| n == name).map(|(_, s)| *s)
    };
    let mut drop = Vec::new();
    let mut set = Vec::new();
    let mut capability = None;
    for (at, i) in instructions(words)? {
        match (i.opcode, i.operands) {
            (OP_EXECUTION_MODE, [function, MODE_SUBGROUP_SIZE, _]) => match wanted(*function) {
                Some(size) => set.push((at + 3, size)),
                None => drop.push(at),
            },
            (OP_CAPABILITY, [CAPABILITY_SUBGROUP_DISPATCH]) => capability = Some(at),
            _ => {}
        }
    }
    for (at, size) in set.iter().copied() {
        words[at] = size;
    }
    if set.is_empty()
        && let Some(at) = capability
    {
        drop.push(at);
    }
    remove_instructions(words, drop);
    Ok(())
}

/// Removes the instructions starting at the word indices `at` (from [`instructions`]).
fn remove_instructions(words: &mut Vec<u32>, mut at: Vec<usize>) {
    at.sort_unstable();
    for start in at.into_iter().rev() {
        let count = (words[start] >> 16) as usize;
        words.drain(start..start + count);
    }
}

/// [`set_subgroup_sizes`] on LLVM's SPIR-V assembly: the lines `OpExecutionMode %N SubgroupSize
/// 16` name their kernel by id, which an `OpEntryPoint Kernel %N "name"` line gives.
pub fn set_subgroup_sizes_text(text: &str, sizes: &[(String, u32)]) -> String {
    let entries: Vec<(String, String)> = text
        .lines()
        .filter_map(|l| {
            let rest = l.trim().strip_prefix("OpEntryPoint Kernel ")?;
            let (id, rest) = rest.split_once(' ')?;
            let name = rest.strip_prefix('"')?.split('"').next()?;
            Some((id.to_string(), name.to_string()))
        })
        .collect();
    let mut kept = false;
    let mut lines: Vec<String> = Vec::new();
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("OpExecutionMode ")
            && let Some((id, mode)) = rest.split_once(' ')
            && mode.starts_with("SubgroupSize ")
        {
            let name = entries.iter().find(|(i, _)| i == id).map(|(_, n)| n.as_str());
            if let Some(size) = sizes.iter().find(|(n, _)| Some(n.as_str()) == name).map(|(_, s)| *s) {
                let indent = &line[..line.len() - line.trim_start().len()];
                lines.push(format!("{indent}OpExecutionMode {id} SubgroupSize {size}\n"));
                kept = true;
            }
            continue;
        }
        lines.push(line.to_string());
    }
    if !kept {
        lines.retain(|l| l.trim() != "OpCapability SubgroupDispatch");
    }
    lines.concat()
}

/// The words of a literal string operand.
fn string_words(s: &str) -> Vec<u32> {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    while !bytes.len().is_multiple_of(4) {
        bytes.push(0);
    }
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// (type id, result id) of each `OpFunctionParameter` of a function.
type Parameters = Vec<(u32, u32)>;

/// Each entry point's parameters, by kernel name.
fn entry_parameters(words: &[u32]) -> Result<Vec<(String, Parameters)>, String> {
    let instructions = instructions(words)?;
    let mut out = Vec::new();
    for entry in entry_points(words)? {
        let start = instructions
            .iter()
            .position(|(_, i)| i.opcode == OP_FUNCTION && i.operands.get(1) == Some(&entry.function))
            .ok_or_else(|| format!("the entry point `{}` has no function", entry.name))?;
        let params = instructions[start + 1..]
            .iter()
            .take_while(|(_, i)| i.opcode == OP_FUNCTION_PARAMETER)
            .filter_map(|(_, i)| match i.operands {
                [ty, id, ..] => Some((*ty, *id)),
                _ => None,
            })
            .collect();
        out.push((entry.name, params));
    }
    Ok(out)
}

/// The result ids of each entry point's parameters, by kernel name.
fn parameter_ids(words: &[u32]) -> Result<Vec<(String, Vec<u32>)>, String> {
    Ok(entry_parameters(words)?
        .into_iter()
        .map(|(name, p)| (name, p.into_iter().map(|(_, id)| id).collect()))
        .collect())
}

/// Names every kernel parameter as the ABI does (`OpName`, which OpenCL's
/// `clGetKernelArgInfo` and disassemblers show; LLVM leaves them unnamed): the names go after the
/// module's other debug names (or its `OpSource`), where SPIR-V wants them.
pub fn name_parameters(words: &mut Vec<u32>, names: &[(String, Vec<String>)]) -> Result<(), String> {
    let ids = parameter_ids(words)?;
    let mut new = Vec::new();
    for (kernel, params) in names {
        let Some((_, ids)) = ids.iter().find(|(k, _)| k == kernel) else { continue };
        for (id, name) in ids.iter().zip(params) {
            let operands = [vec![*id], string_words(name)].concat();
            new.push(((operands.len() as u32 + 1) << 16) | u32::from(OP_NAME));
            new.extend(operands);
        }
    }
    let instructions = instructions(words)?;
    let at = instructions
        .iter()
        .filter(|(_, i)| i.opcode == OP_NAME || i.opcode == OP_SOURCE || i.opcode == OP_EXECUTION_MODE)
        .map(|(at, i)| at + 1 + i.operands.len())
        .max()
        .ok_or("the SPIR-V module has no execution mode, source or name to put parameter names after")?;
    words.splice(at..at, new);
    Ok(())
}

/// [`name_parameters`] on LLVM's SPIR-V assembly: an `OpName` line per parameter after the last
/// `OpName` (or `OpSource`) line.
pub fn name_parameters_text(text: &str, names: &[(String, Vec<String>)]) -> String {
    // `%N = OpFunction …` lines and the parameters after them; entry names from `OpEntryPoint`.
    let mut entries: Vec<(String, String)> = Vec::new();
    let mut params: Vec<(String, Vec<String>)> = Vec::new();
    let mut current: Option<usize> = None;
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("OpEntryPoint Kernel ")
            && let Some((id, rest)) = rest.split_once(' ')
            && let Some(name) = rest.strip_prefix('"').and_then(|r| r.split('"').next())
        {
            entries.push((id.to_string(), name.to_string()));
        }
        let Some((result, op)) = line.split_once(" = ") else {
            current = None;
            continue;
        };
        if op.starts_with("OpFunction ") {
            params.push((result.to_string(), Vec::new()));
            current = Some(params.len() - 1);
        } else if op.starts_with("OpFunctionParameter ") {
            if let Some(c) = current {
                params[c].1.push(result.to_string());
            }
        } else {
            current = None;
        }
    }
    let mut added = String::new();
    for (kernel, wanted) in names {
        let Some((id, _)) = entries.iter().find(|(_, n)| n == kernel) else { continue };
        let Some((_, ids)) = params.iter().find(|(f, _)| f == id) else { continue };
        for (param, name) in ids.iter().zip(wanted) {
            added.push_str(&format!("\tOpName {param} \"{name}\"\n"));
        }
    }
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let at = lines
        .iter()
        .rposition(|l| {
            let l = l.trim();
            l.starts_with("OpName ") || l.starts_with("OpSource ") || l.starts_with("OpExecutionMode ")
        })
        .map_or(0, |i| i + 1);
    let mut out = lines[..at].concat();
    out.push_str(&added);
    out.push_str(&lines[at..].concat());
    out
}

/// The `OpName` of each id.
pub fn names(words: &[u32]) -> Result<Vec<(u32, String)>, String> {
    Ok(instructions(words)?
        .into_iter()
        .filter(|(_, i)| i.opcode == OP_NAME && !i.operands.is_empty())
        .map(|(_, i)| (i.operands[0], literal_string(&i.operands[1..]).0))
        .collect())
}

/// Takes the `LinkageAttributes … Import` decoration off built-in variables: LLVM's SPIR-V
/// backend declares the work-item built-ins (`WorkgroupId`, `LocalInvocationId`, …) as variables
/// imported from another module, which a complete OpenCL module has no reason to do (and which
/// makes it need the `Linkage` capability). The capability goes too when no other linkage
/// decoration is left.
pub fn unlink_builtins(words: &mut Vec<u32>) -> Result<(), String> {
    let instructions = instructions(words)?;
    let builtins: Vec<u32> = instructions
        .iter()
        .filter(|(_, i)| i.opcode == OP_DECORATE && i.operands.get(1) == Some(&DECORATION_BUILT_IN))
        .map(|(_, i)| i.operands[0])
        .collect();
    let mut drop = Vec::new();
    let mut linkage_left = false;
    let mut capability = None;
    for (at, i) in &instructions {
        match (i.opcode, i.operands) {
            (OP_DECORATE, [target, DECORATION_LINKAGE_ATTRIBUTES, ..]) => {
                if builtins.contains(target) {
                    drop.push(*at);
                } else {
                    linkage_left = true;
                }
            }
            (OP_CAPABILITY, [CAPABILITY_LINKAGE]) => capability = Some(*at),
            _ => {}
        }
    }
    if !linkage_left && let Some(at) = capability {
        drop.push(at);
    }
    remove_instructions(words, drop);
    Ok(())
}

/// [`unlink_builtins`] on LLVM's SPIR-V assembly.
pub fn unlink_builtins_text(text: &str) -> String {
    let builtins: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            let rest = l.trim().strip_prefix("OpDecorate ")?;
            let (id, decoration) = rest.split_once(' ')?;
            decoration.starts_with("BuiltIn ").then_some(id)
        })
        .collect();
    let is_builtin_link = |l: &str| {
        l.trim()
            .strip_prefix("OpDecorate ")
            .and_then(|r| r.split_once(' '))
            .is_some_and(|(id, decoration)| decoration.starts_with("LinkageAttributes ") && builtins.contains(&id))
    };
    let kept: Vec<&str> = text.split_inclusive('\n').filter(|l| !is_builtin_link(l)).collect();
    let linkage_left = kept.iter().any(|l| l.contains(" LinkageAttributes "));
    kept.into_iter().filter(|l| linkage_left || l.trim() != "OpCapability Linkage").collect()
}

/// Opcodes whose result id is their first operand (they have no result type).
fn result_first(opcode: u16) -> bool {
    matches!(opcode, 7 | 11 | 19..=38 | 73 | 248 | 322 | 327)
}

/// Opcodes without a result id.
fn no_result(opcode: u16) -> bool {
    matches!(
        opcode,
        0 | 3..=6 | 8 | 10 | 14..=17 | 39 | 56 | 62..=64 | 71 | 72 | 74 | 75 | 218..=221 | 224 | 225 | 228
            | 246 | 247 | 249..=257 | 260 | 297 | 298 | 301 | 302 | 317 | 330..=332 | 5632 | 5633
    )
}

/// Checks that no id is defined twice and every id is below the header's bound. LLVM 22's
/// SPIR-V backend keeps a process-wide table of basic-block ids keyed by the address of the
/// machine function, which it never clears between modules: a later module whose function lands
/// at an earlier one's address gets that module's block ids, and then defines them twice. Such a
/// module crashes Intel's SPIR-V reader, so it must never leave the backend.
pub fn check_ids(words: &[u32]) -> Result<(), String> {
    let bound = words[3];
    let mut defined = std::collections::HashSet::new();
    for (at, i) in instructions(words)? {
        let result = if result_first(i.opcode) {
            i.operands.first()
        } else if no_result(i.opcode) {
            None
        } else {
            i.operands.get(1)
        };
        let Some(&id) = result else { continue };
        if id == 0 || id >= bound {
            return Err(format!(
                "the SPIR-V module defines the id {id} (opcode {}, word {at}) outside its bound {bound}",
                i.opcode
            ));
        }
        if !defined.insert(id) {
            return Err(format!("the SPIR-V module defines the id {id} twice (opcode {}, word {at})", i.opcode));
        }
    }
    Ok(())
}

/// [`check_ids`] on LLVM's SPIR-V assembly: every `%id = …` defined once.
pub fn check_ids_text(text: &str) -> Result<(), String> {
    let mut defined = std::collections::HashSet::new();
    for line in text.lines() {
        if let Some((id, _)) = line.trim().split_once(" = ")
            && id.starts_with('%')
            && !defined.insert(id)
        {
            return Err(format!("the SPIR-V assembly defines {id} twice"));
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
    Pointer(u32),
    Bool,
    Int(u32),
    Float(u32),
    Other,
}

/// The parameter types of each kernel, by name.
pub fn kernel_params(words: &[u32]) -> Result<Vec<(String, Vec<ParamType>)>, String> {
    let instructions = instructions(words)?;
    let ty = |id: u32| {
        instructions.iter().find_map(|(_, i)| match (i.opcode, i.operands) {
            (OP_TYPE_BOOL, [r]) if *r == id => Some(ParamType::Bool),
            (OP_TYPE_INT, [r, width, _]) if *r == id => Some(ParamType::Int(*width)),
            (OP_TYPE_FLOAT, [r, width, ..]) if *r == id => Some(ParamType::Float(*width)),
            (OP_TYPE_POINTER, [r, CROSS_WORKGROUP, _]) if *r == id => Some(ParamType::Global),
            (OP_TYPE_POINTER, [r, class, _]) if *r == id => Some(ParamType::Pointer(*class)),
            _ => None,
        })
    };
    Ok(entry_parameters(words)?
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
pub fn check_entries(words: &[u32], kernels: &[Kernel]) -> Result<(), String> {
    let params = kernel_params(words)?;
    let ids = parameter_ids(words)?;
    let names = names(words)?;
    for k in kernels {
        let ids = ids.iter().find(|(n, _)| *n == k.abi.name).map(|(_, ids)| ids.as_slice()).unwrap_or_default();
        let got: Vec<&str> =
            ids.iter().map(|id| names.iter().find(|(i, _)| i == id).map_or("", |(_, n)| n.as_str())).collect();
        let wanted: Vec<&str> = k.abi.args.iter().map(|a| a.name.as_str()).collect();
        if got != wanted {
            return Err(format!(
                "the SPIR-V kernel `{}` has the parameter names {got:?}, but its ABI {wanted:?}",
                k.abi.name
            ));
        }
    }
    for k in kernels {
        let Some((_, got)) = params.iter().find(|(name, _)| *name == k.abi.name) else {
            return Err(format!("the SPIR-V module has no entry point `{}`", k.abi.name));
        };
        let wanted: Vec<ParamType> = k.abi.args.iter().map(abi_param_type).collect();
        if *got != wanted {
            return Err(format!(
                "the SPIR-V kernel `{}` has the parameters {got:?}, but its ABI {wanted:?}",
                k.abi.name
            ));
        }
        let (m, n) = k.abi.work_group_size;
        let want = [m, n, 1].map(|v| u32::try_from(v).unwrap_or(0));
        if local_size(words, &k.abi.name)? != Some(want) {
            return Err(format!("the SPIR-V kernel `{}` does not have `LocalSize {m} {n} 1`", k.abi.name));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)] // tests report failures by panicking

    use super::*;

    /// An instruction's words.
    fn inst(opcode: u16, operands: &[u32]) -> Vec<u32> {
        let mut w = vec![((operands.len() as u32 + 1) << 16) | opcode as u32];
        w.extend_from_slice(operands);
        w
    }

    fn string(s: &str) -> Vec<u32> {
        string_words(s)
    }

    /// Two kernels `a` (%1) and `bb` (%2), both with `SubgroupSize 16`.
    fn module() -> Vec<u32> {
        let mut w = vec![MAGIC, 0x0001_0200, 0, 10, 0];
        w.extend(inst(OP_CAPABILITY, &[6]));
        w.extend(inst(OP_CAPABILITY, &[CAPABILITY_SUBGROUP_DISPATCH]));
        w.extend(inst(OP_ENTRY_POINT, &[[6].as_slice(), &[1], &string("a")].concat()));
        w.extend(inst(OP_ENTRY_POINT, &[[6].as_slice(), &[2], &string("bb")].concat()));
        w.extend(inst(OP_EXECUTION_MODE, &[1, MODE_LOCAL_SIZE, 8, 2, 1]));
        w.extend(inst(OP_EXECUTION_MODE, &[1, MODE_SUBGROUP_SIZE, 16]));
        w.extend(inst(OP_EXECUTION_MODE, &[2, MODE_SUBGROUP_SIZE, 16]));
        w
    }

    #[test]
    fn subgroup_sizes_are_removed_unless_asked_for() {
        let mut w = module();
        assert_eq!(subgroup_sizes(&w), Ok(vec![("a".into(), 16), ("bb".into(), 16)]));
        set_subgroup_sizes(&mut w, &[]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(subgroup_sizes(&w), Ok(vec![]));
        let caps: Vec<u32> = instructions(&w)
            .unwrap_or_default()
            .into_iter()
            .filter(|(_, i)| i.opcode == OP_CAPABILITY)
            .map(|(_, i)| i.operands[0])
            .collect();
        assert_eq!(caps, [6]);
        assert_eq!(local_size(&w, "a"), Ok(Some([8, 2, 1])));

        let mut w = module();
        set_subgroup_sizes(&mut w, &[("bb".into(), 32)]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(subgroup_sizes(&w), Ok(vec![("bb".into(), 32)]));
        assert!(
            instructions(&w)
                .unwrap_or_default()
                .iter()
                .any(|(_, i)| i.opcode == OP_CAPABILITY && i.operands == [CAPABILITY_SUBGROUP_DISPATCH])
        );
    }

    #[test]
    fn the_text_form_is_edited_alike() {
        let text = "\tOpCapability Kernel\n\tOpCapability SubgroupDispatch\n\tOpEntryPoint Kernel %26 \"k\" %24\n\
                    \tOpEntryPoint Kernel %27 \"other\"\n\tOpExecutionMode %26 LocalSize 8 1 1\n\
                    \tOpExecutionMode %26 SubgroupSize 16\n\tOpExecutionMode %27 SubgroupSize 16\n";
        let portable = set_subgroup_sizes_text(text, &[]);
        assert!(!portable.contains("SubgroupSize") && !portable.contains("SubgroupDispatch"), "{portable}");
        assert!(portable.contains("\tOpExecutionMode %26 LocalSize 8 1 1\n"));
        let asked = set_subgroup_sizes_text(text, &[("other".into(), 8)]);
        assert!(asked.contains("\tOpExecutionMode %27 SubgroupSize 8\n"), "{asked}");
        assert!(!asked.contains("%26 SubgroupSize"), "{asked}");
        assert!(asked.contains("OpCapability SubgroupDispatch"), "{asked}");
    }

    #[test]
    fn ids_defined_twice_are_found() {
        let mut w = module();
        w[3] = 10;
        assert_eq!(check_ids(&w), Ok(()));
        let mut twice = w.clone();
        twice.extend(inst(248, &[4])); // OpLabel %4
        twice.extend(inst(248, &[4]));
        assert!(check_ids(&twice).is_err_and(|e| e.contains("id 4 twice")));
        let mut beyond = w.clone();
        beyond.extend(inst(248, &[10]));
        assert!(check_ids(&beyond).is_err_and(|e| e.contains("bound")));
        let mut value = w.clone();
        value.extend(inst(21, &[5, 32, 0])); // OpTypeInt %5 32 0
        value.extend(inst(43, &[5, 5, 7])); // OpConstant %5 %5 7: %5 again
        assert!(check_ids(&value).is_err());
        assert_eq!(check_ids_text("%1 = OpLabel\n%2 = OpLabel\n"), Ok(()));
        assert!(check_ids_text("%1 = OpLabel\n  %1 = OpLabel\n").is_err());
    }

    #[test]
    fn malformed_modules_are_errors() {
        assert!(words(&[1, 2, 3]).is_err());
        assert!(words(&[0; 20]).is_err());
        let mut w = module();
        w.push(0x0005_0010); // claims five words, has one
        assert!(instructions(&w).is_err());
        assert!(instructions(&[MAGIC, 0, 0, 0, 0, 0]).is_err());
    }
}
