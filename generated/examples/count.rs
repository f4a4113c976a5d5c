//! `count <module> <frame_type_hex> <payload_hex> <n>`: decode n times (for callgrind).
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let ch = npamp_generated::channel(&a[1]).expect("module");
    let ft = u16::from_str_radix(a[2].trim_start_matches("0x"), 16).expect("ft");
    let p: Vec<u8> = (0..a[3].len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&a[3][i..i + 2], 16).expect("hex"))
        .collect();
    let n: usize = a[4].parse().expect("n");
    let mut ok = 0usize;
    for _ in 0..n {
        if std::hint::black_box(ch.check(
            std::hint::black_box(0) + ft,
            std::hint::black_box(&p),
            npamp_generated::Profile::Strict,
        ))
        .is_ok()
        {
            ok += 1;
        }
    }
    println!("{ok}");
}
