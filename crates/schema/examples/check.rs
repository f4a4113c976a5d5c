//! `cargo run -p npamp-schema --example check -- FILE.yaml...`: check schema files
//! (outside or inside `schema/`) and print every error, or a one-line summary.
fn main() -> std::process::ExitCode {
    let mut bad = false;
    for a in std::env::args().skip(1) {
        match npamp_schema::load(std::path::Path::new(&a)) {
            Ok(m) => {
                let fields: usize = m.frames.iter().map(|f| f.body.fields.len()).sum();
                let rules: usize = m.bodies().map(|(_, b)| b.rules.len()).sum();
                println!(
                    "{a}: ok — {} {:#06x}, {} frames, {} records, {} enums, {} flags, {fields} frame fields, {rules} rules",
                    m.channel.name,
                    m.channel.id,
                    m.frames.len(),
                    m.records.len(),
                    m.enums.len(),
                    m.flags.len()
                );
            }
            Err(e) => {
                bad = true;
                eprintln!("{e}");
            }
        }
    }
    if bad {
        std::process::ExitCode::FAILURE
    } else {
        std::process::ExitCode::SUCCESS
    }
}
