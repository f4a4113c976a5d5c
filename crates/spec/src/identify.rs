//! Which schema a spec describes.

use crate::doc::Doc;
use npamp_schema::Model;
use std::fmt;

/// The outcome of [`identify`].
#[derive(Debug, Clone)]
pub enum Identified<'m> {
    /// The schema the spec describes.
    Model(&'m Model),
    /// No schema describes it: what the text calls itself (either may be unknown).
    None {
        spec_name: Option<String>,
        channel_id: Option<u16>,
    },
}

/// Find the model `doc` describes: the one whose `channel.spec` is the spec
/// token of the title (`NPAMP-KNOWLEDGE`), else the one whose channel id the
/// text states (§2's "The X channel `0x000F` is registered …", else the id
/// written most often as "channel 0x…").
pub fn identify<'m>(doc: &Doc, models: &'m [Model]) -> Identified<'m> {
    let spec_name = crate::reading::spec_token(&doc.title);
    let channel_id = crate::reading::channel_of(doc).id;
    if let Some(token) = &spec_name {
        if let Some(m) = models.iter().find(|m| &m.channel.spec == token) {
            return Identified::Model(m);
        }
    }
    if let Some(id) = channel_id {
        if let Some(m) = models.iter().find(|m| m.channel.id == id) {
            return Identified::Model(m);
        }
    }
    Identified::None {
        spec_name,
        channel_id,
    }
}

impl<'m> Identified<'m> {
    /// The model, when one was found.
    pub fn model(&self) -> Option<&'m Model> {
        match self {
            Identified::Model(m) => Some(m),
            Identified::None { .. } => None,
        }
    }
}

impl fmt::Display for Identified<'_> {
    /// `NPAMP-INTERACT → schema/interaction.yaml`, or
    /// `no schema for NPAMP-STREAM (channel 0x000C): run spec-import`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Identified::Model(m) => write!(f, "{} → {}", m.channel.spec, m.source),
            Identified::None {
                spec_name,
                channel_id,
            } => {
                let name = spec_name.as_deref().unwrap_or("this spec");
                match channel_id {
                    Some(id) => write!(
                        f,
                        "no schema for {name} (channel 0x{id:04X}): run spec-import"
                    ),
                    None => write!(
                        f,
                        "no schema for {name} (no channel id in the text): run spec-import"
                    ),
                }
            }
        }
    }
}
