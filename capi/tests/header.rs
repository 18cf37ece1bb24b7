//! `include/tinyc.h` is generated from the crate's source by cbindgen: this test regenerates it
//! and fails when the checked-in header differs (`BLESS=1` rewrites it).

use std::path::Path;

#[test]
fn header_is_up_to_date() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let bindings = cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    let generated = String::from_utf8(generated).expect("the header is UTF-8");
    let path = crate_dir.join("include/tinyc.h");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &generated).expect("write include/tinyc.h");
        return;
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == generated,
        "capi/include/tinyc.h is out of date: run `BLESS=1 cargo test -p tinyc-capi --test header` and review the diff"
    );
}
