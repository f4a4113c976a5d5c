fn main() {
    let a: Vec<String> = std::env::args().collect();
    let old = std::fs::read_to_string(&a[1]).unwrap();
    if a.len() == 3 && a[2] == "drift" {
        let doc = npamp_spec::parse(&old);
        let m = npamp_spec::identify(&doc, npamp_schema::shipped())
            .model()
            .unwrap()
            .clone();
        for d in npamp_spec::drift(&doc, &m) {
            println!("{d}");
        }
        return;
    }
    let new = std::fs::read_to_string(&a[2]).unwrap();
    let (po, pn) = (npamp_spec::parse(&old), npamp_spec::parse(&new));
    let t = std::time::Instant::now();
    let _ = (npamp_spec::read(&po), npamp_spec::read(&pn));
    println!("read both {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let d = npamp_spec::diff(&po, &pn);
    let el = t.elapsed();
    for c in &d.changes {
        println!("{c}");
    }
    println!("class {} in {:?}", d.class(), el);
}
#[allow(dead_code)]
fn unused() {}
