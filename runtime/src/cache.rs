//! The program cache: built programs kept in memory per OpenCL context, and program binaries kept
//! on disk across processes.
//!
//! **In memory** ([`MemoryCache`], one per OpenCL context): a program built from the same OpenCL C
//! with the same options is built once; later builds share its `cl_program` (kernels are still
//! created per [`Kernel`](crate::Kernel), since a `cl_kernel`'s arguments are per object). Each key
//! has its own slot, locked while the program is built, so that threads asking for the same
//! program at once wait for one build instead of building it each, while different programs build
//! in parallel.
//!
//! **On disk** ([`DiskEntry`]): after a build from source, the device binary
//! (`CL_PROGRAM_BINARIES`) is written to `<dir>/opencl-v1/<key>.bin`, where the key is the SHA-256
//! of a text naming everything the binary depends on: the tinyc version, the platform's and the
//! device's names and versions, the driver version, the build options and the SHA-256 of the
//! OpenCL C. A later process with the same key builds the program from the binary, which skips
//! the OpenCL C compiler. An entry is
//!
//! ```text
//! offset  size  field
//!      0     8  magic "TINYCPB\0"
//!      8     4  format version (1), little-endian
//!     12     4  reserved (0)
//!     16    32  SHA-256 of the key text (the file name says the same in hex)
//!     48     8  payload length in bytes, little-endian
//!     56    32  checksum of the payload (see `checksum`)
//!     88     …  payload: the program binary
//! ```
//!
//! and is used only when every field checks out and the file has exactly that length, so a
//! truncated, corrupt or foreign entry is ignored and overwritten by a new build (as is an entry
//! whose binary the driver rejects). Entries are written to a temporary file in the same directory
//! and renamed into place, so that concurrent processes see either no entry or a whole one. Any
//! I/O problem is at most a warning on stderr (once per directory and process): the program is
//! built from source as without the cache.
//!
//! **Trust.** An entry is loaded as a device binary, which on CPU runtimes is native code, so the
//! cache must hold only what this user wrote: directories are created `0700` and entries `0600`,
//! and a directory or entry that another user owns or that others may write (or an entry that is
//! a symbolic link) is refused, with one warning, as ssh refuses such keys; programs are then
//! built without the disk cache.

use std::collections::{HashMap, VecDeque};
use std::fs;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::sha256::{self, Sha256};

/// Environment variable that turns the cache off (`0`, `off`, `false` or `no`) or keeps it in
/// memory only (`memory`); any other value, or none, leaves both levels on.
pub const CACHE_ENV: &str = "TINYC_CACHE";

/// Environment variable naming the disk cache's directory (default `$XDG_CACHE_HOME/tinyc`, else
/// `$HOME/.cache/tinyc`).
pub const CACHE_DIR_ENV: &str = "TINYC_CACHE_DIR";

/// The subdirectory of the cache directory that holds OpenCL program binaries in entry format 1.
const SUBDIR: &str = "opencl-v1";
const MAGIC: &[u8; 8] = b"TINYCPB\0";
const FORMAT_VERSION: u32 = 1;
const HEADER_LEN: usize = 88;
/// Entries larger than this are not read (no device binary of a tinyc program comes close).
const MAX_PAYLOAD: u64 = 1 << 30;
/// Programs kept per context; the oldest are dropped beyond this (programs in use stay alive).
const MEMORY_CAPACITY: usize = 256;

/// Where a [`Program`](crate::Program)'s `cl_program` came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// Built from OpenCL C by the driver's compiler (`clBuildProgram` on source).
    Built,
    /// Shared with an earlier build of the same program in this context: no driver call at all.
    MemoryCache,
    /// Built from a device binary that an earlier build (possibly by another process) wrote to the
    /// disk cache.
    DiskCache,
}

/// How a [`Context`](crate::Context) caches programs: in memory, on disk in a directory, both or
/// neither.
///
/// [`Context::new`](crate::Context::new) starts from [`CacheConfig::from_env`];
/// [`Context::with_cache`](crate::Context::with_cache) sets another one for one context handle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheConfig {
    memory: bool,
    disk: Option<PathBuf>,
}

impl Default for CacheConfig {
    /// [`from_env`](Self::from_env).
    fn default() -> Self {
        CacheConfig::from_env()
    }
}

impl CacheConfig {
    /// The configuration the environment asks for: off when `TINYC_CACHE` is `0` (or `off`,
    /// `false`, `no`), in memory only when it is `memory`, else in memory and on disk in
    /// `$TINYC_CACHE_DIR`, `$XDG_CACHE_HOME/tinyc` or `$HOME/.cache/tinyc` (the first that is set;
    /// in memory only when none is).
    pub fn from_env() -> CacheConfig {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        let switch = std::env::var(CACHE_ENV).unwrap_or_default().trim().to_ascii_lowercase();
        match switch.as_str() {
            "0" | "off" | "false" | "no" => return CacheConfig::disabled(),
            "memory" => return CacheConfig::memory_only(),
            _ => {}
        }
        let dir = var(CACHE_DIR_ENV)
            .map(PathBuf::from)
            .or_else(|| var("XDG_CACHE_HOME").map(PathBuf::from).filter(|p| p.is_absolute()).map(|p| p.join("tinyc")))
            .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".cache").join("tinyc")));
        CacheConfig { memory: true, disk: dir }
    }

    /// No caching: every build runs the driver's compiler.
    pub fn disabled() -> CacheConfig {
        CacheConfig { memory: false, disk: None }
    }

    /// Programs are shared within the context, nothing is written to disk.
    pub fn memory_only() -> CacheConfig {
        CacheConfig { memory: true, disk: None }
    }

    /// In memory, and on disk in `dir` (created when needed); an empty `dir` names no directory,
    /// so nothing is written to disk (it used to mean the current directory).
    pub fn with_dir(dir: impl Into<PathBuf>) -> CacheConfig {
        let dir = dir.into();
        CacheConfig { memory: true, disk: (!dir.as_os_str().is_empty()).then_some(dir) }
    }

    /// Whether programs are shared within a context.
    pub fn memory(&self) -> bool {
        self.memory
    }

    /// The disk cache's directory, if binaries are cached on disk.
    pub fn disk_dir(&self) -> Option<&Path> {
        self.disk.as_deref()
    }
}

/// The cache key of a program: the SHA-256 of its build options and OpenCL C (the device is the
/// context's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ProgramKey {
    pub(crate) digest: [u8; 32],
    pub(crate) source_digest: [u8; 32],
}

impl ProgramKey {
    pub(crate) fn new(options: &str, source: &[u8]) -> ProgramKey {
        let source_digest = sha256::digest(source);
        let digest = Sha256::default().field(options.as_bytes()).field(&source_digest).finish();
        ProgramKey { digest, source_digest }
    }

    /// The key text of the disk cache: everything the device binary depends on. `device` names the
    /// platform, the device and their versions ([`device_identity`]).
    pub(crate) fn disk_text(&self, device: &str, options: &str) -> String {
        format!(
            "tinyc program cache, entry format {FORMAT_VERSION}\n\
             tinyc: {}\n\
             {device}\
             options: {options}\n\
             code sha256: {}\n",
            env!("CARGO_PKG_VERSION"),
            sha256::hex(&self.source_digest),
        )
    }
}

/// The part of the disk key that names the device: platform name and version, device name and
/// version, driver version (one `name: value` line each).
pub(crate) fn device_identity(
    platform: &str,
    platform_version: &str,
    device: &str,
    device_version: &str,
    driver: &str,
) -> String {
    format!(
        "platform: {platform}\nplatform version: {platform_version}\ndevice: {device}\n\
         device version: {device_version}\ndriver version: {driver}\n"
    )
}

// ---------------------------------------------------------------------------------------------
// In memory

/// One key's slot: empty until its program has been built; locked while it is being built.
type Slot<V> = Arc<Mutex<Option<V>>>;

/// Built programs of one context by key, shared by every handle of the context.
#[derive(Debug)]
pub(crate) struct MemoryCache<V> {
    inner: Mutex<Slots<V>>,
}

#[derive(Debug)]
struct Slots<V> {
    map: HashMap<[u8; 32], Slot<V>>,
    /// Keys in insertion order, for dropping the oldest.
    order: VecDeque<[u8; 32]>,
}

impl<V: Clone> MemoryCache<V> {
    pub(crate) fn new() -> MemoryCache<V> {
        MemoryCache { inner: Mutex::new(Slots { map: HashMap::new(), order: VecDeque::new() }) }
    }

    fn slots(&self) -> MutexGuard<'_, Slots<V>> {
        self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The value cached for `key`, or else the one `build` makes, which is cached when it is `Ok`.
    /// `build` runs with the key's slot locked (other callers of the same key wait for it; other
    /// keys do not). Returns whether the value came from the cache.
    pub(crate) fn get_or_build<E>(&self, key: [u8; 32], build: impl FnOnce() -> Result<V, E>) -> Result<(V, bool), E> {
        let slot = {
            let mut slots = self.slots();
            if let Some(slot) = slots.map.get(&key) {
                Arc::clone(slot)
            } else {
                while slots.map.len() >= MEMORY_CAPACITY {
                    let Some(oldest) = slots.order.pop_front() else { break };
                    slots.map.remove(&oldest);
                }
                let slot: Slot<V> = Arc::new(Mutex::new(None));
                slots.map.insert(key, Arc::clone(&slot));
                slots.order.push_back(key);
                slot
            }
        };
        let mut value = slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(v) = value.as_ref() {
            return Ok((v.clone(), true));
        }
        let v = build()?;
        *value = Some(v.clone());
        Ok((v, false))
    }

    /// Forgets every program (those in use stay alive through their own references).
    pub(crate) fn clear(&self) {
        let mut slots = self.slots();
        slots.map.clear();
        slots.order.clear();
    }

    /// How many programs are cached (including any being built).
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.slots().map.len()
    }
}

// ---------------------------------------------------------------------------------------------
// On disk

/// Where one program's binary lives in a disk cache directory, and the key it must carry.
#[derive(Clone, Debug)]
pub(crate) struct DiskEntry {
    dir: PathBuf,
    path: PathBuf,
    key: [u8; 32],
}

impl DiskEntry {
    /// The entry for the key text `key_text` in cache directory `dir`.
    pub(crate) fn new(dir: &Path, key_text: &str) -> DiskEntry {
        let key = sha256::digest(key_text.as_bytes());
        let sub = dir.join(SUBDIR);
        let path = sub.join(format!("{}.bin", sha256::hex(&key)));
        DiskEntry { dir: dir.to_path_buf(), path, key }
    }

    /// The entry's file.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// The payload of a valid entry; `None` when there is no file or it is not a valid entry for
    /// this key (never an error: a bad entry is rebuilt and overwritten), and when the cache
    /// directory or the entry could have been written by another user ([`trust`]; one warning per
    /// directory and process, and the program is built without the cache).
    pub(crate) fn read(&self) -> Option<Vec<u8>> {
        if let Err(why) = self.trusted() {
            warn_untrusted(&self.dir, &why);
            return None;
        }
        let len = fs::symlink_metadata(&self.path).ok()?.len();
        if len < HEADER_LEN as u64 || len - (HEADER_LEN as u64) > MAX_PAYLOAD {
            return None;
        }
        let bytes = fs::read(&self.path).ok()?;
        decode(&self.key, &bytes).ok().map(<[u8]>::to_vec)
    }

    /// Writes the entry atomically (a temporary file in the same directory, renamed into place),
    /// private to the user: directories are made `0700`, entries `0600`. A failure is reported on
    /// stderr once per directory and process, and otherwise ignored; nothing is written into a
    /// directory that is not [`trust`]ed.
    pub(crate) fn write(&self, payload: &[u8]) {
        if let Err(e) = self.try_write(payload) {
            warn_once(&self.dir, &e);
        }
    }

    /// Whether the cache directory, its subdirectory and the entry (those that exist) are the
    /// user's alone ([`trust`]).
    fn trusted(&self) -> Result<(), String> {
        let sub = self.path.parent().unwrap_or(&self.dir);
        for path in [self.dir.as_path(), sub, self.path.as_path()] {
            match fs::symlink_metadata(path) {
                Ok(meta) => trust(path, &meta)?,
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(format!("{}: {e}", path.display())),
            }
        }
        Ok(())
    }

    fn try_write(&self, payload: &[u8]) -> io::Result<()> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let sub = self.path.parent().unwrap_or(&self.dir);
        // Nothing is created in a directory that is not trusted (not even the subdirectory);
        // once created, the subdirectory is checked too.
        if self.trusted().is_err() {
            return Ok(());
        }
        private_dirs(sub)?;
        if self.trusted().is_err() {
            return Ok(());
        }
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let name = self.path.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let temp = sub.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
        let result = (|| {
            let mut file = private_file(&temp)?;
            file.write_all(&encode(&self.key, payload))?;
            file.flush()?;
            drop(file);
            fs::rename(&temp, &self.path)
        })();
        if result.is_err() {
            let _ = fs::remove_file(&temp);
        }
        result
    }
}

/// The bytes of an entry holding `payload` under `key`.
pub(crate) fn encode(key: &[u8; 32], payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    out.extend_from_slice(key);
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&checksum(payload));
    out.extend_from_slice(payload);
    out
}

/// The payload of entry `bytes` if it is a whole, uncorrupted entry for `key`; else why not.
pub(crate) fn decode<'b>(key: &[u8; 32], bytes: &'b [u8]) -> Result<&'b [u8], &'static str> {
    let (header, payload) = bytes.split_at_checked(HEADER_LEN).ok_or("shorter than the header")?;
    if &header[0..8] != MAGIC {
        return Err("not a tinyc cache entry");
    }
    if header[8..12] != FORMAT_VERSION.to_le_bytes() || header[12..16] != [0; 4] {
        return Err("another entry format");
    }
    if &header[16..48] != key {
        return Err("an entry for another key");
    }
    let mut len = [0u8; 8];
    len.copy_from_slice(&header[48..56]);
    if u64::from_le_bytes(len) != payload.len() as u64 {
        return Err("truncated or overlong");
    }
    if header[56..88] != checksum(payload) {
        return Err("corrupt (checksum mismatch)");
    }
    Ok(payload)
}

/// A 256-bit checksum of an entry's payload, against accidental damage (the key, which must not
/// collide, is a SHA-256): four 64-bit lanes, each a chain `lane = mix(lane ^ word)` over every
/// fourth little-endian word (zero-padded), where `mix` is the SplitMix64 finaliser, a bijection
/// in which every input bit affects every output bit, so no difference in one word can be
/// cancelled by a predictable difference in a later one; then the lanes are mixed with each
/// other and the length. It runs on every warm start, where SHA-256 (about 0.6 ms for PoCL's
/// 170 kB binaries) would be a sizeable part of the time; this is several times faster.
fn checksum(data: &[u8]) -> [u8; 32] {
    fn mix(mut x: u64) -> u64 {
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }
    let word = |b: &[u8]| {
        let mut w = [0u8; 8];
        w.copy_from_slice(b);
        u64::from_le_bytes(w)
    };
    let mut lanes: [u64; 4] =
        [0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344, 0xa409_3822_299f_31d0, 0x082e_fa98_ec4e_6c89];
    let mut absorb = |block: &[u8]| {
        for (lane, w) in lanes.iter_mut().zip(block.chunks_exact(8)) {
            *lane = mix(*lane ^ word(w));
        }
    };
    let mut blocks = data.chunks_exact(32);
    for block in &mut blocks {
        absorb(block);
    }
    let rest = blocks.remainder();
    if !rest.is_empty() {
        let mut block = [0u8; 32];
        block[..rest.len()].copy_from_slice(rest);
        absorb(&block);
    }
    let len = data.len() as u64;
    let mut state = lanes;
    for round in 0..2 {
        for i in 0..4 {
            state[i] = mix(state[i] ^ state[(i + 1) % 4].rotate_left(17) ^ len.wrapping_add(round));
        }
    }
    let mut out = [0u8; 32];
    for (bytes, v) in out.chunks_exact_mut(8).zip(state) {
        bytes.copy_from_slice(&v.to_le_bytes());
    }
    out
}

/// Creates `dir` and its missing parents readable and writable by the user only (`0700`).
fn private_dirs(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Creates the new file `path` readable and writable by the user only (`0600`).
fn private_file(path: &Path) -> io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

/// Whether a cache directory or entry can be trusted to hold only what this user's processes
/// wrote (a disk-cache entry is loaded as a device binary, which on CPU runtimes is native code):
/// as ssh treats its keys, it must be owned by this user (or root) and writable by no one else,
/// and an entry must be a plain file, not a symbolic link.
#[cfg(unix)]
fn trust(path: &Path, meta: &fs::Metadata) -> Result<(), String> {
    use std::os::unix::fs::MetadataExt as _;
    // SAFETY: `geteuid` has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if meta.file_type().is_symlink() && path.extension().is_some_and(|e| e == "bin") {
        return Err(format!("{} is a symbolic link", path.display()));
    }
    if meta.uid() != me && meta.uid() != 0 {
        return Err(format!("{} belongs to user {}, not to this user ({me})", path.display(), meta.uid()));
    }
    if meta.mode() & 0o022 != 0 {
        return Err(format!("{} is writable by other users (mode {:o})", path.display(), meta.mode() & 0o7777));
    }
    Ok(())
}

#[cfg(not(unix))]
fn trust(_: &Path, _: &fs::Metadata) -> Result<(), String> {
    Ok(())
}

/// Warns once per directory and process that the disk cache there is not used.
fn warn_untrusted(dir: &Path, why: &str) {
    static WARNED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
    let mut warned = WARNED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if warned.iter().any(|d| d == dir) {
        return;
    }
    warned.push(dir.to_path_buf());
    let _ = writeln!(
        io::stderr(),
        "warning: tinyc: the program cache in {} is not used: {why}; programs are built without it \
         (make it private to you, `chmod 700`, or set {CACHE_DIR_ENV} to another directory)",
        dir.display()
    );
}

/// Prints a warning about cache directory `dir` unless one was printed for it already.
fn warn_once(dir: &Path, error: &io::Error) {
    static WARNED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
    let mut warned = WARNED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if warned.iter().any(|d| d == dir) {
        return;
    }
    warned.push(dir.to_path_buf());
    let _ = writeln!(
        io::stderr(),
        "warning: tinyc: cannot write the program cache in {}: {error}; programs are built without it \
         (set {CACHE_DIR_ENV} to another directory, or {CACHE_ENV}=0 to turn the disk cache off)",
        dir.display()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_directory_caches_in_memory_only() {
        assert_eq!(CacheConfig::with_dir("").disk_dir(), None);
        assert!(CacheConfig::with_dir("").memory());
        assert_eq!(CacheConfig::with_dir("c").disk_dir(), Some(Path::new("c")));
    }

    #[test]
    fn entries_round_trip_and_reject_damage() {
        let key = sha256::digest(b"key");
        let payload: Vec<u8> = (0..1000u32).map(|i| (i % 251) as u8).collect();
        let entry = encode(&key, &payload);
        assert_eq!(entry.len(), HEADER_LEN + payload.len());
        assert_eq!(decode(&key, &entry), Ok(payload.as_slice()));
        assert_eq!(decode(&key, &encode(&key, &[])), Ok(&[][..]));

        let other = sha256::digest(b"other key");
        assert_eq!(decode(&other, &entry), Err("an entry for another key"));
        for cut in [0, 1, 40, HEADER_LEN - 1, HEADER_LEN, entry.len() - 1] {
            assert!(decode(&key, &entry[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = entry.clone();
        longer.push(0);
        assert_eq!(decode(&key, &longer), Err("truncated or overlong"));
        for at in [0, 8, 12, 20, 50, 60, HEADER_LEN, HEADER_LEN + 500, entry.len() - 1] {
            let mut bad = entry.clone();
            bad[at] ^= 0x10;
            assert!(decode(&key, &bad).is_err(), "flipped byte {at}");
        }
        let garbage: Vec<u8> = (0..entry.len()).map(|i| (i * 31 % 256) as u8).collect();
        assert_eq!(decode(&key, &garbage), Err("not a tinyc cache entry"));
    }

    #[test]
    fn the_checksum_sees_every_bit_flip_truncation_and_swap() {
        let data: Vec<u8> = (0..1037u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8).collect();
        let sum = checksum(&data);
        assert_eq!(sum, checksum(&data.clone()));
        let mut seen = std::collections::HashSet::new();
        seen.insert(sum);
        for byte in 0..data.len() {
            for bit in 0..8 {
                let mut d = data.clone();
                d[byte] ^= 1 << bit;
                assert!(seen.insert(checksum(&d)), "flip of bit {bit} of byte {byte} not seen");
            }
        }
        for cut in 0..data.len() {
            assert!(seen.insert(checksum(&data[..cut])), "truncation to {cut} not seen");
        }
        // Every pair of bit flips in a shorter payload.
        let short = &data[..72];
        let mut pairs = std::collections::HashSet::new();
        for i in 0..short.len() * 8 {
            for j in i + 1..short.len() * 8 {
                let mut d = short.to_vec();
                d[i / 8] ^= 1 << (i % 8);
                d[j / 8] ^= 1 << (j % 8);
                assert!(pairs.insert(checksum(&d)), "flips of bits {i} and {j} collide");
            }
        }
        // Zero padding does not hide a length change, and word order matters.
        assert_ne!(checksum(&[1, 2, 3]), checksum(&[1, 2, 3, 0]));
        let mut swapped = data.clone();
        swapped.copy_within(0..8, 64);
        swapped[..8].copy_from_slice(&data[64..72]);
        assert_ne!(checksum(&swapped), sum);
    }

    #[test]
    fn keys_depend_on_options_source_and_device() {
        let a = ProgramKey::new("-cl-std=CL3.0", "kernel void f() {}".as_bytes());
        assert_eq!(a, ProgramKey::new("-cl-std=CL3.0", "kernel void f() {}".as_bytes()));
        assert_ne!(a.digest, ProgramKey::new("", "kernel void f() {}".as_bytes()).digest);
        assert_ne!(a.digest, ProgramKey::new("-cl-std=CL3.0", "kernel void g() {}".as_bytes()).digest);
        // Options and source are separate fields: moving text from one to the other changes the key.
        assert_ne!(ProgramKey::new("a", "bc".as_bytes()).digest, ProgramKey::new("ab", "c".as_bytes()).digest);
        let id1 = device_identity("P", "OpenCL 3.0", "D", "OpenCL 3.0", "1.0");
        let id2 = device_identity("P", "OpenCL 3.0", "D", "OpenCL 3.0", "1.1");
        let t1 = a.disk_text(&id1, "-cl-std=CL3.0");
        assert!(t1.contains(env!("CARGO_PKG_VERSION")) && t1.contains("driver version: 1.0"), "{t1}");
        assert_ne!(t1, a.disk_text(&id2, "-cl-std=CL3.0"));
        let dir = Path::new("/cache");
        let (e1, e2) = (DiskEntry::new(dir, &t1), DiskEntry::new(dir, &a.disk_text(&id2, "-cl-std=CL3.0")));
        assert_ne!(e1.path(), e2.path());
        assert!(e1.path().starts_with("/cache/opencl-v1"));
    }

    #[test]
    fn memory_cache_builds_once_per_key() {
        let cache = MemoryCache::<u32>::new();
        assert_eq!(cache.get_or_build::<()>([1; 32], || Ok(7)), Ok((7, false)));
        assert_eq!(cache.get_or_build::<()>([1; 32], || Ok(8)), Ok((7, true)));
        // A failed build caches nothing.
        assert_eq!(cache.get_or_build([2; 32], || Err("no")), Err("no"));
        assert_eq!(cache.get_or_build::<()>([2; 32], || Ok(9)), Ok((9, false)));
        cache.clear();
        assert_eq!(cache.len(), 0);
        assert_eq!(cache.get_or_build::<()>([1; 32], || Ok(10)), Ok((10, false)));
        // Beyond the capacity the oldest keys go.
        for i in 0..(MEMORY_CAPACITY + 10) {
            let mut key = [0u8; 32];
            key[..8].copy_from_slice(&(i as u64).to_le_bytes());
            let _ = cache.get_or_build::<()>(key, || Ok(0));
        }
        assert_eq!(cache.len(), MEMORY_CAPACITY);
    }

    #[test]
    fn concurrent_requests_for_one_key_build_once() {
        let cache = MemoryCache::<u32>::new();
        let builds = AtomicU64::new(0);
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    let (v, _) = cache
                        .get_or_build::<()>([3; 32], || {
                            builds.fetch_add(1, Ordering::SeqCst);
                            std::thread::sleep(std::time::Duration::from_millis(20));
                            Ok(42)
                        })
                        .unwrap_or_default();
                    assert_eq!(v, 42);
                });
            }
        });
        assert_eq!(builds.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn unwritable_directories_are_not_errors() {
        let base = std::env::temp_dir().join(format!("tinyc-cache-unit-{}", std::process::id()));
        let _ = fs::create_dir_all(&base);
        let file = base.join("a-file");
        let _ = fs::write(&file, b"not a directory");
        let entry = DiskEntry::new(&file.join("cache"), "key");
        entry.write(b"payload"); // warns, does not fail
        assert_eq!(entry.read(), None);
        let good = DiskEntry::new(&base.join("cache"), "key");
        good.write(b"payload");
        assert_eq!(good.read().as_deref(), Some(&b"payload"[..]));
        let _ = fs::remove_dir_all(&base);
    }
}
