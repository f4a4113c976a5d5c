//! `cargo run -p npamp-codegen --example expand -- <module | path.yaml>`: print the generated code.
fn main() -> std::process::ExitCode {
    let Some(arg) = std::env::args().nth(1) else {
        eprintln!("usage: expand <module | path.yaml>");
        return std::process::ExitCode::from(2);
    };
    let model = if arg.ends_with(".yaml") {
        match npamp_schema::load(std::path::Path::new(&arg)) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("{e}");
                return std::process::ExitCode::FAILURE;
            }
        }
    } else {
        match npamp_schema::shipped_model(&arg) {
            Some(m) => m.clone(),
            None => {
                eprintln!("no shipped schema `{arg}`");
                return std::process::ExitCode::FAILURE;
            }
        }
    };
    match npamp_codegen::generate_pretty(&model) {
        Ok(s) => {
            print!("{s}");
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::ExitCode::FAILURE
        }
    }
}
