//! Parse + check + print arbitrary bytes: no panic, no internal error, and whatever parses must
//! survive the printer round trip. Run with `cargo +nightly fuzz run parse_check fuzz/seeds`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tinyc_frontend::{Code, Frontend, Source, parse, print};

fuzz_target!(|data: &[u8]| {
    let src = Source::new("fuzz.ir", data);
    if let Err(diags) = Frontend::default().run(&src) {
        for d in &diags {
            assert!(!(d.code == Code::E40 && d.message.contains("internal")), "{}", src.render(&diags));
        }
        let _ = src.render(&diags);
    }
    if let Ok(module) = parse::parse(&src.text) {
        let printed = print::print(&module, Some(&src.text));
        let again = parse::parse(&printed).expect("printed module parses");
        assert!(again == module, "round trip changed the module");
    }
});
