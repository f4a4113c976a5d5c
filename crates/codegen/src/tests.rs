use super::*;

fn shipped(m: &str) -> &'static Model {
    npamp_schema::shipped_model(m).expect("shipped schema")
}

#[test]
fn every_shipped_schema_generates_parsable_code() {
    for m in npamp_schema::shipped() {
        let code = generate_pretty(m).unwrap_or_else(|e| panic!("{}: {e}", m.channel.module));
        assert!(code.contains(&format!("pub mod {}", m.channel.module)));
    }
}

#[test]
fn generator_refuses_reserved_names() {
    let text = npamp_schema::shipped_sources()
        .find(|s| s.module == "interaction")
        .map(|s| s.text)
        .unwrap_or_default()
        .replace("rust: EventAck", "rust: FrameType");
    let m = npamp_schema::parse("test.yaml", text.as_str()).expect("parses");
    let e = generate(&m).expect_err("FrameType is reserved");
    assert_eq!(
        e,
        GenError::ReservedTypeName {
            file: "test.yaml".into(),
            item: "frame INTERACT_EVENT_ACK".into(),
            name: "FrameType".into(),
        }
    );
    assert!(
        e.to_string()
            .contains("frame INTERACT_EVENT_ACK: the type name `FrameType` is reserved"),
        "{e}"
    );
    let _ = shipped("interaction");
}
