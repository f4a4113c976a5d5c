fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let ch = npamp_generated::channel(&args[1]).unwrap();
    let ft = u16::from_str_radix(args[2].trim_start_matches("0x"), 16).unwrap();
    let p = hex(&args[3]);
    for prof in [
        npamp_generated::Profile::Strict,
        npamp_generated::Profile::Minimum,
    ] {
        match ch.decode(ft, &p, prof) {
            Ok(f) => println!(
                "{prof}: accept {} {:?} {:?} canon={}",
                f.name(),
                f.corr(),
                f.fields(),
                f.to_vec()
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect::<String>()
            ),
            Err(e) => println!("{prof}: reject {e} -> {}", ch.outcome(&e).describe()),
        }
    }
}
