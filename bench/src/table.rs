//! Result tables: printed aligned on stdout and written as CSV.

use std::fmt::Write as _;
use std::path::Path;

use crate::Result;

/// One cell: what the printed table shows and what the CSV holds.
#[derive(Clone, Debug)]
pub struct Cell {
    text: String,
    csv: String,
    numeric: bool,
}

impl Cell {
    /// Text, the same in both.
    pub fn text(text: impl Into<String>) -> Cell {
        let text = text.into();
        Cell { csv: text.clone(), text, numeric: false }
    }

    /// An integer (right-aligned).
    pub fn int(value: usize) -> Cell {
        Cell { text: value.to_string(), csv: value.to_string(), numeric: true }
    }

    /// A number shown with `decimals` decimals; the CSV keeps four significant digits more.
    pub fn num(value: f64, decimals: usize) -> Cell {
        Cell { text: format!("{value:.decimals$}"), csv: format!("{value:.prec$}", prec = decimals + 4), numeric: true }
    }

    /// A number that may be missing (`-` in the table, empty in the CSV).
    pub fn opt(value: Option<f64>, decimals: usize) -> Cell {
        value.map_or_else(|| Cell::missing("-"), |v| Cell::num(v, decimals))
    }

    /// No value: `shown` in the table (e.g. `-` or `FAILED`), empty in the CSV.
    pub fn missing(shown: &str) -> Cell {
        Cell { text: shown.to_string(), csv: String::new(), numeric: true }
    }
}

/// A table with a printed header and a CSV header per column.
#[derive(Debug)]
pub struct Table {
    headers: Vec<&'static str>,
    csv_headers: Vec<&'static str>,
    rows: Vec<Vec<Cell>>,
}

impl Table {
    /// `columns`: (printed header, CSV header) pairs; an empty printed header makes a column that
    /// only the CSV has.
    pub fn new(columns: &[(&'static str, &'static str)]) -> Table {
        Table {
            headers: columns.iter().map(|c| c.0).collect(),
            csv_headers: columns.iter().map(|c| c.1).collect(),
            rows: Vec::new(),
        }
    }

    pub fn push(&mut self, row: Vec<Cell>) {
        debug_assert_eq!(row.len(), self.headers.len());
        self.rows.push(row);
    }

    /// The aligned text table (numbers right-aligned, text left-aligned), without CSV-only columns.
    pub fn render(&self) -> String {
        let shown: Vec<usize> = (0..self.headers.len()).filter(|&i| !self.headers[i].is_empty()).collect();
        let widths: Vec<usize> = (0..self.headers.len())
            .map(|i| {
                let cells = self.rows.iter().filter_map(|r| r.get(i)).map(|c| c.text.chars().count());
                cells.chain([self.headers[i].chars().count()]).max().unwrap_or(0)
            })
            .collect();
        let right: Vec<bool> = (0..self.headers.len())
            .map(|i| self.rows.iter().filter_map(|r| r.get(i)).all(|c| c.numeric) && !self.rows.is_empty())
            .collect();
        let mut out = String::new();
        let line = |out: &mut String, cells: &mut dyn Iterator<Item = &str>| {
            let mut text = String::new();
            for (i, cell) in cells.enumerate().filter(|(i, _)| shown.contains(i)) {
                if !text.is_empty() {
                    text.push_str("  ");
                }
                let w = widths[i];
                let _ = if right[i] { write!(text, "{cell:>w$}") } else { write!(text, "{cell:<w$}") };
            }
            out.push_str(text.trim_end());
            out.push('\n');
        };
        line(&mut out, &mut self.headers.iter().copied());
        let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
        line(&mut out, &mut rule.iter().map(String::as_str));
        for row in &self.rows {
            line(&mut out, &mut row.iter().map(|c| c.text.as_str()));
        }
        out
    }

    /// The table as CSV with the CSV headers (fields quoted when they need it).
    pub fn csv(&self) -> String {
        let mut out = String::new();
        let line = |out: &mut String, fields: &mut dyn Iterator<Item = &str>| {
            let fields: Vec<String> = fields.map(csv_field).collect();
            out.push_str(&fields.join(","));
            out.push('\n');
        };
        line(&mut out, &mut self.csv_headers.iter().copied());
        for row in &self.rows {
            line(&mut out, &mut row.iter().map(|c| c.csv.as_str()));
        }
        out
    }

    /// Writes the CSV, creating the parent directory.
    pub fn write_csv(&self, path: &Path) -> Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| crate::Failure::new(format!("cannot create {}: {e}", dir.display())))?;
        }
        std::fs::write(path, self.csv())
            .map_err(|e| crate::Failure::new(format!("cannot write {}: {e}", path.display())))
    }
}

fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\n']) { format!("\"{}\"", field.replace('"', "\"\"")) } else { field.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_and_writes_csv() {
        let mut t = Table::new(&[("name", "name"), ("", "ms"), ("GFLOP/s", "gflops")]);
        t.push(vec![Cell::text("a,b"), Cell::int(3), Cell::num(1.5, 1)]);
        t.push(vec![Cell::text("c"), Cell::int(4), Cell::missing("-")]);
        assert_eq!(t.render(), "name  GFLOP/s\n----  -------\na,b       1.5\nc           -\n");
        assert_eq!(t.csv(), "name,ms,gflops\n\"a,b\",3,1.50000\nc,4,\n");
    }
}
