//! One live run of a channel through the generic endpoint, frame by frame.
use npamp_harness::endpoint::{channels, openings, ModelPlant, ModelWorld};
use npamp_harness::machine::PeerId;

fn main() {
    let module = std::env::args().nth(1).unwrap_or_else(|| "stream".into());
    let which: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let seed: u64 = std::env::args()
        .nth(3)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let Some(m) = channels().into_iter().find(|m| m.channel.module == module) else {
        return;
    };
    let os = openings(m);
    for (i, o) in os.iter().enumerate() {
        println!("opening {i}: {}", m.frame(o.frame).name);
    }
    let plant = std::env::args()
        .nth(4)
        .and_then(|n| {
            ModelPlant::EACH
                .iter()
                .find(|(k, _)| *k == n)
                .map(|(_, p)| *p)
        })
        .unwrap_or(ModelPlant::NONE);
    let Some(mut w) = ModelWorld::new(m, plant, seed) else {
        return;
    };
    w.keep_log();
    if let Some(o) = os.get(which) {
        println!("open: {}", w.open_with(PeerId::A, *o));
    }
    w.run(64);
    w.drain();
    w.finish();
    for e in w.log.iter().flatten() {
        let name = m
            .frames
            .iter()
            .find(|f| f.code == e.frame_type)
            .map_or("?", |f| f.name.as_str());
        let v: Option<ciborium::Value> = ciborium::de::from_reader(e.payload.as_slice()).ok();
        println!("{} {name} {:?}", e.from.as_str(), v);
    }
    for f in w.findings().iter() {
        println!("FINDING {} @{} {}", f.requirement, f.at, f.detail);
    }
}
