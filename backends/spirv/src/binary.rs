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

const OP_ENTRY_POINT: u16 = 15;
const OP_EXECUTION_MODE: u16 = 16;
const OP_CAPABILITY: u16 = 17;
const OP_TYPE_BOOL: u16 = 20;
const OP_TYPE_INT: u16 = 21;
const OP_TYPE_FLOAT: u16 = 22;
const OP_TYPE_POINTER: u16 = 32;
const OP_FUNCTION: u16 = 54;
const OP_FUNCTION_PARAMETER: u16 = 55;
const OP_FUNCTION_END: u16 = 56;
/// `ExecutionMode SubgroupSize`.
const MODE_SUBGROUP_SIZE: u32 = 35;
/// `ExecutionMode LocalSize`.
const MODE_LOCAL_SIZE: u32 = 17;
/// `Capability SubgroupDispatch`, which `SubgroupSize` needs.
const CAPABILITY_SUBGROUP_DISPATCH: u32 = 58;
/// `StorageClass CrossWorkgroup` (OpenCL's `global`).
const CROSS_WORKGROUP: u32 = 5;

/// The little-endian words of a binary module, its header checked.
pub fn words(bytes: &[u8]) -> Result<Vec<u32>, String> {
    if bytes.len() % 4 != 0 || bytes.len() < HEADER_WORDS * 4 {
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
    drop.sort_unstable();
    for at in drop.into_iter().rev() {
        let count = (words[at] >> 16) as usize;
        words.drain(at..at + count);
    }
    Ok(())
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
    let mut out = Vec::new();
    for entry in entry_points(words)? {
        let start = instructions
            .iter()
            .position(|(_, i)| i.opcode == OP_FUNCTION && i.operands.get(1) == Some(&entry.function))
            .ok_or_else(|| format!("the entry point `{}` has no function", entry.name))?;
        let params = instructions[start + 1..]
            .iter()
            .take_while(|(_, i)| i.opcode == OP_FUNCTION_PARAMETER && i.opcode != OP_FUNCTION_END)
            .map(|(_, i)| i.operands.first().and_then(|t| ty(*t)).unwrap_or(ParamType::Other))
            .collect();
        out.push((entry.name, params));
    }
    Ok(out)
}

/// The SPIR-V parameter type an ABI argument must have.
fn abi_param_type(a: &tinyc_frontend::abi::AbiArg) -> ParamType {
    match (a.pointer_depth, a.ty) {
        (1.., _) => ParamType::Global,
        (0, Scalar::I1) => ParamType::Bool,
        (0, Scalar::I8) => ParamType::Int(8),
        (0, Scalar::I16) => ParamType::Int(16),
        (0, Scalar::I32) => ParamType::Int(32),
        (0, Scalar::I64 | Scalar::Index) => ParamType::Int(64),
        (0, Scalar::F32) => ParamType::Float(32),
        (0, Scalar::F64) => ParamType::Float(64),
    }
}

/// Checks that every kernel is an entry point with its ABI name, the ABI's parameter types and
/// `LocalSize m n 1`: a mismatch is an internal compiler error, checked on every compile.
pub fn check_entries(words: &[u32], kernels: &[Kernel]) -> Result<(), String> {
    let params = kernel_params(words)?;
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
        let mut b = s.as_bytes().to_vec();
        b.push(0);
        while b.len() % 4 != 0 {
            b.push(0);
        }
        b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
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
    fn malformed_modules_are_errors() {
        assert!(words(&[1, 2, 3]).is_err());
        assert!(words(&[0; 20]).is_err());
        let mut w = module();
        w.push(0x0005_0010); // claims five words, has one
        assert!(instructions(&w).is_err());
        assert!(instructions(&[MAGIC, 0, 0, 0, 0, 0]).is_err());
    }
}
