//! The shipped e-contract provider: a local simulator of an e-signature service. It keeps its
//! own signers and contracts (in this process's memory, as a provider keeps them on its side),
//! lets each signer open the contract on its page ([`super::sim_pages`]), read it and sign or
//! refuse; signing takes the face picture ([`super::sim_face`]) and, once every signer has
//! signed, writes the signed PDF: the contract's terms, each signer with the time they signed,
//! and the digest of the document they were given. The platform cannot tell it from a real
//! provider except by its name.

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{Arc, Mutex, MutexGuard},
};

use sha2::{Digest, Sha256};

use super::{
    sim_face, ContractRequest, ContractState, EContractError, EContractProvider, SealRequest,
    SignerKind, SignerRequest,
};
use crate::{
    clock::{beijing_text, Clock},
    documents::{write_sheet, Block, Sheet},
};

/// Where the simulator's pages are served.
pub const PAGE_PATH: &str = "/sim/esign";

#[derive(Clone, Debug)]
struct SimSigner {
    kind: SignerKind,
    name: String,
    cert_type: String,
    cert_no: String,
    mobile: String,
}

#[derive(Clone, Debug)]
struct Slot {
    signer_id: String,
    /// The signer's way in to the signing page.
    token: String,
    signed_at: Option<i64>,
    face: Option<Vec<u8>>,
}

#[derive(Clone, Debug)]
struct SimContract {
    reference: String,
    title: String,
    pdf: Vec<u8>,
    summary: Vec<(String, String)>,
    slots: Vec<Slot>,
    return_url: String,
    refused: Option<(String, String)>,
    signed_pdf: Option<Vec<u8>>,
}

/// What the signing page shows.
#[derive(Clone, Debug)]
pub struct PageView {
    pub title: String,
    pub summary: Vec<(String, String)>,
    pub signer_name: String,
    /// The signer's mobile, all but its last four digits hidden.
    pub masked_mobile: String,
    pub state: SlotState,
    pub return_url: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlotState {
    Open,
    Signed(i64),
    Refused,
}

/// Why the signer cannot sign (or refuse).
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SignRefusal {
    #[error("签署链接无效")]
    NotFound,
    #[error("您已签署该合同，请勿重复签署")]
    AlreadySigned,
    #[error("该合同已被拒签，不能再签署")]
    Refused,
    #[error("签署文件生成失败：{0}")]
    Document(String),
}

/// A seal the simulator keeps for an organisation signer.
#[derive(Clone, Debug)]
struct SimSeal {
    signer_id: String,
    name: String,
    enabled: bool,
    /// The digest of the image registered, as a provider keeps the seal's picture.
    image_digest: String,
}

pub struct Simulator {
    clock: Arc<dyn Clock>,
    seals: Mutex<HashMap<String, SimSeal>>,
    /// The font the signed PDFs are written in (`PLATFORM_PDF_FONT`).
    font: Option<PathBuf>,
    signers: Mutex<HashMap<String, SimSigner>>,
    contracts: Mutex<HashMap<String, SimContract>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A poisoned lock only means another call panicked mid-way; the map is still whole.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The origin (`scheme://host`) of a URL.
fn origin(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    url[after_scheme..]
        .find('/')
        .map_or(url, |i| &url[..after_scheme + i])
}

fn masked(mobile: &str) -> String {
    let keep = mobile.len().saturating_sub(4);
    format!("{}{}", "*".repeat(keep.min(7)), &mobile[keep..])
}

impl Simulator {
    pub fn new(clock: Arc<dyn Clock>, font: Option<PathBuf>) -> Self {
        Simulator {
            clock,
            seals: Mutex::new(HashMap::new()),
            font,
            signers: Mutex::new(HashMap::new()),
            contracts: Mutex::new(HashMap::new()),
        }
    }

    fn find_slot<'m>(
        contracts: &'m mut HashMap<String, SimContract>,
        token: &str,
    ) -> Option<(&'m mut SimContract, usize)> {
        contracts.values_mut().find_map(|c| {
            let at = c.slots.iter().position(|s| s.token == token)?;
            Some((c, at))
        })
    }

    /// Whether the seal is registered and enabled, and the digest of its image (tests, the
    /// simulator's own pages).
    pub fn seal(&self, seal_id: &str) -> Option<(bool, String)> {
        lock(&self.seals)
            .get(seal_id)
            .map(|s| (s.enabled, s.image_digest.clone()))
    }

    pub fn page(&self, token: &str) -> Option<PageView> {
        let mut contracts = lock(&self.contracts);
        let (contract, at) = Self::find_slot(&mut contracts, token)?;
        let slot = &contract.slots[at];
        let signer = lock(&self.signers).get(&slot.signer_id).cloned()?;
        let state = match (slot.signed_at, &contract.refused) {
            (Some(at), _) => SlotState::Signed(at),
            (None, Some(_)) => SlotState::Refused,
            (None, None) => SlotState::Open,
        };
        Some(PageView {
            title: contract.title.clone(),
            summary: contract.summary.clone(),
            signer_name: signer.name,
            masked_mobile: masked(&signer.mobile),
            state,
            return_url: contract.return_url.clone(),
        })
    }

    /// The document the signer reads before signing.
    pub fn document(&self, token: &str) -> Option<Vec<u8>> {
        let mut contracts = lock(&self.contracts);
        let (contract, _) = Self::find_slot(&mut contracts, token)?;
        Some(contract.pdf.clone())
    }

    /// The signer behind `token` signs, their face taken; the last signer's signature writes
    /// the signed PDF.
    pub fn sign(&self, token: &str) -> Result<(), SignRefusal> {
        let now = self.clock.now();
        let mut contracts = lock(&self.contracts);
        let (contract, at) = Self::find_slot(&mut contracts, token).ok_or(SignRefusal::NotFound)?;
        if contract.slots[at].signed_at.is_some() {
            return Err(SignRefusal::AlreadySigned);
        }
        if contract.refused.is_some() {
            return Err(SignRefusal::Refused);
        }
        let everyone_else = contract
            .slots
            .iter()
            .enumerate()
            .all(|(i, s)| i == at || s.signed_at.is_some());
        if everyone_else {
            let mut signed = contract.clone();
            signed.slots[at].signed_at = Some(now);
            contract.signed_pdf = Some(self.signed_pdf(&signed).map_err(SignRefusal::Document)?);
        }
        let slot = &mut contract.slots[at];
        let face = sim_face::picture(&slot.signer_id, now)
            .map_err(|e| SignRefusal::Document(e.to_string()))?;
        slot.face = Some(face);
        slot.signed_at = Some(now);
        Ok(())
    }

    /// The signer behind `token` refuses to sign: the contract can no longer be signed.
    pub fn refuse(&self, token: &str, reason: &str) -> Result<(), SignRefusal> {
        let mut contracts = lock(&self.contracts);
        let (contract, at) = Self::find_slot(&mut contracts, token).ok_or(SignRefusal::NotFound)?;
        if contract.slots[at].signed_at.is_some() {
            return Err(SignRefusal::AlreadySigned);
        }
        if contract.refused.is_some() {
            return Err(SignRefusal::Refused);
        }
        let signer = contract.slots[at].signer_id.clone();
        let reason = match reason.trim() {
            "" => "签署方拒签".to_owned(),
            given => given.chars().take(200).collect(),
        };
        contract.refused = Some((signer, reason));
        Ok(())
    }

    /// The contract as signed: its terms, the signers and when each signed, and the digest of
    /// the document they were given.
    fn signed_pdf(&self, contract: &SimContract) -> Result<Vec<u8>, String> {
        let signers = lock(&self.signers);
        let rows = contract
            .slots
            .iter()
            .map(|slot| {
                let signer = signers.get(&slot.signer_id);
                vec![
                    signer
                        .map(|s| match s.kind {
                            SignerKind::Person => format!("{}（个人）", s.name),
                            SignerKind::Organisation => format!("{}（机构）", s.name),
                        })
                        .unwrap_or_default(),
                    signer
                        .map(|s| format!("{}（{}）", s.cert_no, s.cert_type))
                        .unwrap_or_default(),
                    slot.signed_at.map(beijing_text).unwrap_or_default(),
                    "已签署（人脸核验通过）".to_owned(),
                ]
            })
            .collect();
        let digest: String = Sha256::digest(&contract.pdf)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let signed_at = contract
            .slots
            .iter()
            .filter_map(|s| s.signed_at)
            .max()
            .unwrap_or_else(|| self.clock.now());
        let blocks = vec![
            Block::Title {
                title: contract.title.clone(),
                subtitle: Some(format!("电子签署版 合同编号 {}", contract.reference)),
            },
            Block::Fields(contract.summary.clone()),
            Block::Heading("签署记录".into()),
            Block::Table {
                columns: vec![
                    crate::documents::Column::new("签署方", 3.0),
                    crate::documents::Column::new("证件号码（类型）", 3.0),
                    crate::documents::Column::new("签署时间", 2.2),
                    crate::documents::Column::new("签署方式", 2.2),
                ],
                rows,
            },
            Block::Paragraph(format!(
                "本文件由电子签约服务于{}签署完成；各签署方签署前阅读了摘要为 {digest} 的合同原文。",
                beijing_text(signed_at)
            )),
            Block::Seal("电子签约模拟器".into()),
        ];
        write_sheet(
            self.font.as_deref(),
            &Sheet {
                title: &contract.title,
                author: "电子签约模拟器",
                created_at: signed_at,
                number: &contract.reference,
                digest_label: "合同原文摘要（SHA-256）",
                digest: &digest,
                blocks: &blocks,
            },
        )
    }
}

impl EContractProvider for Simulator {
    fn name(&self) -> &'static str {
        "simulator"
    }

    fn register_signer(&self, signer: &SignerRequest) -> Result<String, EContractError> {
        if signer.name.trim().is_empty() || signer.cert_no.trim().is_empty() {
            return Err(EContractError::Refused(
                "签署方名称和证件号码不能为空".into(),
            ));
        }
        let mut signers = lock(&self.signers);
        let record = SimSigner {
            kind: signer.kind,
            name: signer.name.clone(),
            cert_type: signer.cert_type.clone(),
            cert_no: signer.cert_no.clone(),
            mobile: signer.mobile.clone(),
        };
        // One signer per certificate, as a provider's real-name accounts: registered again,
        // its name and mobile are brought up to date.
        if let Some((id, known)) = signers
            .iter_mut()
            .find(|(_, s)| s.cert_type == signer.cert_type && s.cert_no == signer.cert_no)
        {
            *known = record;
            return Ok(id.clone());
        }
        let id = format!(
            "{}{}",
            if signer.kind == SignerKind::Person {
                "P"
            } else {
                "O"
            },
            uuid::Uuid::new_v4().simple()
        );
        signers.insert(id.clone(), record);
        Ok(id)
    }

    fn create_contract(&self, contract: &ContractRequest) -> Result<String, EContractError> {
        if !contract.pdf.starts_with(b"%PDF") {
            return Err(EContractError::Refused("合同文件不是 PDF".into()));
        }
        {
            let signers = lock(&self.signers);
            if contract.signers.is_empty()
                || contract.signers.iter().any(|s| !signers.contains_key(s))
            {
                return Err(EContractError::Refused("签署方未注册".into()));
            }
        }
        let mut contracts = lock(&self.contracts);
        if let Some((id, _)) = contracts
            .iter()
            .find(|(_, c)| c.reference == contract.reference)
        {
            return Ok(id.clone());
        }
        let id = format!("C{}", uuid::Uuid::new_v4().simple());
        contracts.insert(
            id.clone(),
            SimContract {
                reference: contract.reference.clone(),
                title: contract.title.clone(),
                pdf: contract.pdf.clone(),
                summary: contract.summary.clone(),
                slots: contract
                    .signers
                    .iter()
                    .map(|s| Slot {
                        signer_id: s.clone(),
                        token: uuid::Uuid::new_v4().simple().to_string(),
                        signed_at: None,
                        face: None,
                    })
                    .collect(),
                return_url: contract.return_url.clone(),
                refused: None,
                signed_pdf: None,
            },
        );
        Ok(id)
    }

    fn sign_url(&self, contract_id: &str, signer_id: &str) -> Result<String, EContractError> {
        let contracts = lock(&self.contracts);
        let contract = contracts
            .get(contract_id)
            .ok_or_else(|| EContractError::Refused("合同不存在".into()))?;
        let slot = contract
            .slots
            .iter()
            .find(|s| s.signer_id == signer_id)
            .ok_or_else(|| EContractError::Refused("该签署方不在合同中".into()))?;
        Ok(format!(
            "{}{PAGE_PATH}/{}",
            origin(&contract.return_url),
            slot.token
        ))
    }

    fn state(&self, contract_id: &str) -> Result<ContractState, EContractError> {
        let contracts = lock(&self.contracts);
        let Some(contract) = contracts.get(contract_id) else {
            return Ok(ContractState::NotFound);
        };
        Ok(match (&contract.refused, &contract.signed_pdf) {
            (Some((by, reason)), _) => ContractState::Refused {
                by: by.clone(),
                reason: reason.clone(),
            },
            (None, Some(_)) => ContractState::Signed {
                signed_at: contract
                    .slots
                    .iter()
                    .filter_map(|s| s.signed_at)
                    .max()
                    .unwrap_or_default(),
            },
            (None, None) => ContractState::Signing,
        })
    }

    fn download(&self, contract_id: &str) -> Result<Vec<u8>, EContractError> {
        lock(&self.contracts)
            .get(contract_id)
            .and_then(|c| c.signed_pdf.clone())
            .ok_or_else(|| EContractError::Refused("合同尚未签署完成".into()))
    }

    fn face_picture(&self, contract_id: &str, signer_id: &str) -> Result<Vec<u8>, EContractError> {
        lock(&self.contracts)
            .get(contract_id)
            .and_then(|c| c.slots.iter().find(|s| s.signer_id == signer_id))
            .and_then(|s| s.face.clone())
            .ok_or_else(|| EContractError::Refused("该签署方尚未签署".into()))
    }

    fn register_seal(&self, seal: &SealRequest) -> Result<String, EContractError> {
        let is_png = seal.image.starts_with(b"\x89PNG\r\n\x1a\n");
        let is_jpeg = seal.image.starts_with(&[0xFF, 0xD8, 0xFF]);
        if !is_png && !is_jpeg {
            return Err(EContractError::Refused("印章图片须为PNG或JPG格式".into()));
        }
        match lock(&self.signers).get(&seal.signer_id) {
            Some(s) if s.kind == SignerKind::Organisation => {}
            Some(_) => return Err(EContractError::Refused("个人签署方不能登记印章".into())),
            None => return Err(EContractError::Refused("签署方未注册".into())),
        }
        let mut seals = lock(&self.seals);
        // One seal of a name per organisation, as the providers file them.
        if seals
            .values()
            .any(|s| s.signer_id == seal.signer_id && s.name == seal.name)
        {
            return Err(EContractError::Refused(format!(
                "印章“{}”已登记",
                seal.name
            )));
        }
        let id = format!("S{}", uuid::Uuid::new_v4().simple());
        let image_digest = Sha256::digest(&seal.image)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        seals.insert(
            id.clone(),
            SimSeal {
                signer_id: seal.signer_id.clone(),
                name: seal.name.clone(),
                enabled: true,
                image_digest,
            },
        );
        Ok(id)
    }

    fn set_seal_enabled(&self, seal_id: &str, enabled: bool) -> Result<(), EContractError> {
        let mut seals = lock(&self.seals);
        let seal = seals
            .get_mut(seal_id)
            .ok_or_else(|| EContractError::Refused("印章不存在".into()))?;
        seal.enabled = enabled;
        Ok(())
    }
}

#[cfg(test)]
#[path = "simulator_tests.rs"]
mod tests;
