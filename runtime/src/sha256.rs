//! SHA-256 for the program cache's keys, from the `sha2` crate: one-shot digests, a hasher of
//! length-prefixed fields (so that a sequence of fields hashes unambiguously), and hex.

use sha2::Digest as _;

/// A SHA-256 of a sequence of fields.
#[derive(Clone, Debug, Default)]
pub(crate) struct Sha256(sha2::Sha256);

impl Sha256 {
    /// Adds a length-prefixed field.
    pub(crate) fn field(&mut self, data: &[u8]) -> &mut Self {
        self.0.update((data.len() as u64).to_le_bytes());
        self.0.update(data);
        self
    }

    /// The digest of the fields so far.
    pub(crate) fn finish(&self) -> [u8; 32] {
        self.0.clone().finalize().into()
    }
}

/// The SHA-256 of `data`.
pub(crate) fn digest(data: &[u8]) -> [u8; 32] {
    sha2::Sha256::digest(data).into()
}

/// Lower-case hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_test_vectors() {
        assert_eq!(hex(&digest(b"")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assert_eq!(hex(&digest(b"abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    #[test]
    fn fields_are_unambiguous() {
        let mut ab = Sha256::default();
        ab.field(b"ab").field(b"c");
        let mut a_bc = Sha256::default();
        a_bc.field(b"a").field(b"bc");
        assert_ne!(ab.finish(), a_bc.finish());
        // A field is its length (8 bytes, little-endian), then its bytes.
        let mut one = Sha256::default();
        one.field(b"abc");
        assert_eq!(one.finish(), digest(&[&3u64.to_le_bytes()[..], b"abc"].concat()));
    }
}
