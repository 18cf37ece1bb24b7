//! Helpers shared by the integration tests (see `root.rs`).
