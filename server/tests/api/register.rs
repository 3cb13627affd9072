//! The register under concurrent change: transfers racing over the same accounts never
//! overdraw one and never change a product's total.

use diesel::prelude::*;
use serde_json::json;
use server::{
    db::transaction,
    error::ApiError,
    models::{application::Application, position::Position},
    register::{self, EffectInput},
    schema::{holder_accounts, positions},
};

use crate::helpers::TestApp;

const PRODUCT: &str = "p-100003";

fn application() -> Application {
    Application {
        id: "a-race".into(),
        tenant_id: "000000".into(),
        app_id: "550004".into(),
        biz_sn: "race".into(),
        biz_type_name: "股份转让".into(),
        applicant_id: "u-admin".into(),
        company_id: None,
        holder_uuid: None,
        status: "running".into(),
        current_node: "effect".into(),
        instance: "{}".into(),
        revision: 1,
        created_at: 0,
        updated_at: 0,
        completed_at: None,
        submitted_at: None,
        step_count: 0,
    }
}

#[actix_rt::test]
async fn two_hundred_transfers_in_parallel_never_overdraw_and_keep_the_total() {
    let app = TestApp::spawn().await;
    let pool = app.state.pool.clone();
    {
        let mut conn = pool.get().unwrap();
        for i in 0..10 {
            diesel::insert_into(holder_accounts::table)
                .values((
                    holder_accounts::uuid.eq(format!("race-{i}")),
                    holder_accounts::tenant_id.eq("000000"),
                    holder_accounts::account_number.eq(format!("90000000{i:02}")),
                    holder_accounts::holder_name.eq(format!("测试股东{i}")),
                    holder_accounts::organ_type.eq(2),
                    holder_accounts::holder_account_status.eq(1),
                    holder_accounts::investor_expire_status.eq(0),
                ))
                .execute(&mut *conn)
                .unwrap();
            diesel::insert_into(positions::table)
                .values((
                    positions::account_uuid.eq(format!("race-{i}")),
                    positions::product_id.eq(PRODUCT),
                    positions::volume.eq(1_000i64),
                ))
                .execute(&mut *conn)
                .unwrap();
        }
    }
    let total_before = Position::total(&mut pool.get().unwrap(), PRODUCT).unwrap();
    let workers: Vec<_> = (0..200usize)
        .map(|n| {
            let pool = pool.clone();
            std::thread::spawn(move || {
                let from = n % 10;
                let to = (n * 7 + 3) % 10;
                let to = if to == from { (to + 1) % 10 } else { to };
                // Volumes large enough that many transfers must be refused.
                let volume = 100 + (n * 37 % 400) as i64;
                let form = json!({ "productCode": "100003", "accountNumberOut": format!("90000000{from:02}"),
                                   "accountNumberIn": format!("90000000{to:02}"), "transferVolume": volume });
                let app = application();
                let mut conn = pool.get().unwrap();
                transaction::write(&mut conn, |conn| {
                    let input = EffectInput::new(&app, form.as_object().unwrap(), 0, None);
                    register::run(conn, "transferShares", &input)
                })
            })
        })
        .collect();
    let mut done = 0;
    let mut refused = 0;
    for worker in workers {
        match worker.join().unwrap() {
            Ok(()) => done += 1,
            // refused at the volume's field, in the register's words
            Err(ApiError::Invalid(errors))
                if errors.len() == 1
                    && errors[0].field == "transferVolume"
                    && errors[0].message.starts_with("转出方可用数量不足") =>
            {
                refused += 1;
            }
            Err(other) => panic!("a transfer failed for another reason: {other:?}"),
        }
    }
    assert_eq!(done + refused, 200);
    assert!(done > 50 && refused > 0, "{done} done, {refused} refused");
    let mut conn = pool.get().unwrap();
    assert_eq!(
        Position::total(&mut conn, PRODUCT).unwrap(),
        total_before,
        "the total is conserved"
    );
    for i in 0..10 {
        let position = Position::find(&mut conn, &format!("race-{i}"), PRODUCT)
            .unwrap()
            .unwrap();
        assert!(
            position.volume - position.pledged - position.frozen >= 0,
            "{position:?}"
        );
    }
}

#[actix_rt::test]
async fn the_demo_register_has_a_dozen_enterprises_and_every_product_adds_up() {
    let app = TestApp::spawn().await;
    let mut conn = app.state.pool.get().unwrap();
    let registered: Vec<(String, i64)> = server::schema::products::table
        .filter(server::schema::products::total_shares.gt(0))
        .select((
            server::schema::products::id,
            server::schema::products::total_shares,
        ))
        .load(&mut *conn)
        .unwrap();
    assert!(registered.len() >= 12, "{} registered", registered.len());
    for (product, total_shares) in registered {
        assert_eq!(
            Position::total(&mut conn, &product).unwrap(),
            total_shares,
            "{product}"
        );
    }
}
