//! The device's peak compute, measured once by `clpeak` and cached in `target/clpeak-cache.txt`.

use std::path::Path;
use std::process::Command;

use tinyc_runtime::DeviceLocation;

/// Peak GFLOP/s of one device: the best of clpeak's vector widths, per precision.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Peak {
    pub f32: Option<f64>,
    pub f64: Option<f64>,
    /// Where the numbers come from, for the report.
    pub source: String,
}

const CACHE_HEADER: &str = "# clpeak --compute-sp --compute-dp on this device: best GFLOP/s over the vector widths.\n\
# Written by tinyc-bench; delete this file to measure again.\n";

/// The cached peak for `device` if the cache names it, else (unless `run` is false) clpeak's
/// measurement, which is then cached. Problems are reported on stderr and give no peak.
pub fn peak(cache: &Path, device: &str, location: &DeviceLocation, run: bool) -> Peak {
    if let Some(peak) = std::fs::read_to_string(cache).ok().and_then(|text| parse_cache(&text, device)) {
        return Peak { source: format!("clpeak, cached in {}", cache.display()), ..peak };
    }
    if !run {
        return Peak { source: "none (--no-clpeak and no cache)".into(), ..Peak::default() };
    }
    eprintln!("running clpeak once for the peak GFLOP/s (cached in {}) ...", cache.display());
    let output = Command::new("clpeak")
        .args(["-p", &location.platform_index.to_string(), "-d", &location.device_index.to_string()])
        .args(["--compute-sp", "--compute-dp"])
        .output();
    let output = match output {
        Ok(o) if o.status.success() => o,
        Ok(o) => {
            eprintln!("warning: clpeak failed ({}); no % of peak", o.status);
            return Peak { source: "none (clpeak failed)".into(), ..Peak::default() };
        }
        Err(e) => {
            eprintln!("warning: cannot run clpeak: {e}; no % of peak");
            return Peak { source: "none (clpeak not found)".into(), ..Peak::default() };
        }
    };
    let peak = parse_clpeak(&String::from_utf8_lossy(&output.stdout));
    if peak.f32.is_none() && peak.f64.is_none() {
        eprintln!("warning: no compute figures in clpeak's output; no % of peak");
        return Peak { source: "none (clpeak printed no compute figures)".into(), ..Peak::default() };
    }
    let text = format!(
        "{CACHE_HEADER}device = {device}\nf32 = {}\nf64 = {}\n",
        peak.f32.map_or(String::new(), |v| v.to_string()),
        peak.f64.map_or(String::new(), |v| v.to_string())
    );
    let written = cache.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(cache, text));
    if let Err(e) = written {
        eprintln!("warning: cannot write {}: {e}", cache.display());
    }
    Peak { source: "clpeak (measured now)".into(), ..peak }
}

/// The best figure of the "Single-precision compute" and "Double-precision compute" sections.
pub fn parse_clpeak(output: &str) -> Peak {
    let mut peak = Peak::default();
    let mut section: Option<bool> = None; // Some(true): single, Some(false): double
    for line in output.lines() {
        let line = line.trim();
        if line.starts_with("Single-precision compute") {
            section = Some(true);
        } else if line.starts_with("Double-precision compute") {
            section = Some(false);
        } else if line.is_empty() || !line.contains(':') {
            section = None;
        } else if let Some(single) = section {
            let value = line.split_once(':').and_then(|(_, v)| v.trim().parse::<f64>().ok());
            let slot = if single { &mut peak.f32 } else { &mut peak.f64 };
            if let Some(v) = value.filter(|v| v.is_finite() && *v > 0.0) {
                *slot = Some(slot.map_or(v, |old: f64| old.max(v)));
            }
        }
    }
    peak
}

fn parse_cache(text: &str, device: &str) -> Option<Peak> {
    let mut peak = Peak::default();
    let mut same_device = false;
    for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
        let Some((key, value)) = line.split_once('=') else { continue };
        let value = value.trim();
        match key.trim() {
            "device" => same_device = value == device,
            "f32" => peak.f32 = value.parse().ok(),
            "f64" => peak.f64 = value.parse().ok(),
            _ => {}
        }
    }
    (same_device && (peak.f32.is_some() || peak.f64.is_some())).then_some(peak)
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUTPUT: &str = "
Platform: Portable Computing Language
  Device: pthread-skylake-avx512-Intel(R) Xeon(R) Processor
    Driver version  : 3.1+debian (Linux x64)
    Compute units   : 2
    Clock frequency : 2599 MHz

    Single-precision compute (GFLOPS)
      float   : 1.01
      float16 : 10.81
      float8  : 8.39

    No half precision support! Skipped

    Double-precision compute (GFLOPS)
      double   : 0.95
      double16 : 14.84
";

    #[test]
    fn parses_clpeak_and_the_cache() {
        let peak = parse_clpeak(OUTPUT);
        assert_eq!((peak.f32, peak.f64), (Some(10.81), Some(14.84)));
        let cache = format!("{CACHE_HEADER}device = dev\nf32 = 10.81\nf64 = \n");
        let cached = parse_cache(&cache, "dev").unwrap_or_default();
        assert_eq!((cached.f32, cached.f64), (Some(10.81), None));
        assert_eq!(parse_cache(&cache, "other"), None);
    }
}
