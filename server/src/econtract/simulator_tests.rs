//! The simulator's own rules: one signer per certificate, one contract per reference, a
//! refusal final, a contract signed when its last signer signs.
use super::*;
use crate::clock::ManualClock;

fn signer(sim: &Simulator, cert_no: &str) -> String {
    sim.register_signer(&SignerRequest {
        kind: SignerKind::Organisation,
        name: "长安银行股份有限公司".into(),
        cert_type: "11".into(),
        cert_no: cert_no.into(),
        mobile: "13900000001".into(),
    })
    .unwrap()
}

fn contract(sim: &Simulator, signers: Vec<String>) -> String {
    sim.create_contract(&ContractRequest {
        reference: "R1".into(),
        title: "股份质押确认书".into(),
        pdf: b"%PDF-1.7 original".to_vec(),
        summary: vec![("业务流水号".into(), "YW1".into())],
        signers,
        return_url: "http://127.0.0.1:9/".into(),
    })
    .unwrap()
}

fn token(url: &str) -> &str {
    url.rsplit('/').next().unwrap()
}

#[test]
fn a_signer_is_one_per_certificate_and_a_contract_one_per_reference() {
    let sim = Simulator::new(Arc::new(ManualClock::at(1000)), None);
    let a = signer(&sim, "91610000MA6TX0002B");
    assert_eq!(a, signer(&sim, "91610000MA6TX0002B"));
    assert_ne!(a, signer(&sim, "91610000MA6TX0003C"));
    let c = contract(&sim, vec![a.clone()]);
    assert_eq!(c, contract(&sim, vec![a.clone()]));
    let url = sim.sign_url(&c, &a).unwrap();
    assert!(url.starts_with("http://127.0.0.1:9/sim/esign/"), "{url}");
    assert!(sim.sign_url(&c, "nobody").is_err());
}

#[test]
fn a_refused_contract_cannot_be_signed_nor_downloaded() {
    let sim = Simulator::new(Arc::new(ManualClock::at(1000)), None);
    let a = signer(&sim, "X1");
    let c = contract(&sim, vec![a.clone()]);
    let url = sim.sign_url(&c, &a).unwrap();
    sim.refuse(token(&url), "金额不符").unwrap();
    assert_eq!(sim.sign(token(&url)), Err(SignRefusal::Refused));
    assert!(matches!(
        sim.state(&c).unwrap(),
        ContractState::Refused { reason, .. } if reason == "金额不符"
    ));
    assert!(sim.download(&c).is_err());
    assert!(sim.face_picture(&c, &a).is_err());
}

#[test]
fn a_contract_is_signed_when_its_last_signer_signs() {
    let sim = Simulator::new(Arc::new(ManualClock::at(1000)), None);
    let (a, b) = (signer(&sim, "X1"), signer(&sim, "X2"));
    let c = contract(&sim, vec![a.clone(), b.clone()]);
    sim.sign(token(&sim.sign_url(&c, &a).unwrap())).unwrap();
    assert_eq!(sim.state(&c).unwrap(), ContractState::Signing);
    assert!(sim.face_picture(&c, &a).unwrap().starts_with(b"\x89PNG"));
    assert_eq!(
        sim.sign(token(&sim.sign_url(&c, &a).unwrap())),
        Err(SignRefusal::AlreadySigned)
    );
    sim.sign(token(&sim.sign_url(&c, &b).unwrap())).unwrap();
    assert_eq!(
        sim.state(&c).unwrap(),
        ContractState::Signed { signed_at: 1000 }
    );
    assert!(sim.download(&c).unwrap().starts_with(b"%PDF"));
}

#[test]
fn a_seal_needs_an_organisation_and_an_image_and_can_be_disabled() {
    let sim = Simulator::new(Arc::new(ManualClock::at(1000)), None);
    let org = signer(&sim, "91610000MA6TX0002B");
    let png = b"\x89PNG\r\n\x1a\nrest".to_vec();
    let request = |signer_id: &str, image: Vec<u8>| SealRequest {
        signer_id: signer_id.into(),
        name: "合同专用章".into(),
        kind: "2".into(),
        image,
    };
    assert!(matches!(
        sim.register_seal(&request(&org, b"GIF89a".to_vec())),
        Err(EContractError::Refused(m)) if m.contains("PNG")
    ));
    assert!(sim.register_seal(&request("nobody", png.clone())).is_err());
    let seal = sim.register_seal(&request(&org, png.clone())).unwrap();
    assert_eq!(sim.seal(&seal).map(|s| s.0), Some(true));
    assert!(
        sim.register_seal(&request(&org, png)).is_err(),
        "one seal of a name"
    );
    sim.set_seal_enabled(&seal, false).unwrap();
    assert_eq!(sim.seal(&seal).map(|s| s.0), Some(false));
    assert!(sim.set_seal_enabled("S-none", true).is_err());
}
