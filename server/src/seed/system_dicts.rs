//! The platform's system dictionary (issue 20): the codes the platform itself speaks of (menu
//! types, user status, regions' levels, audit actions, landing modes, themes, roles), each
//! sealed: the administrator may rename an entry, not remove it.

use serde::Deserialize;

use super::rows::fixture;
use crate::{
    db::DbConn,
    models::system_dict::{SystemDict, DICTIONARY_KEY, TOP},
};

#[derive(Deserialize)]
struct Dictionary {
    code: String,
    name: String,
    items: Vec<(String, String)>,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let dictionaries: Vec<Dictionary> =
        fixture("system_dicts", include_str!("fixtures/system_dicts.json"))?;
    for (dictionary, sort) in dictionaries.into_iter().zip(1..) {
        let parent = format!("sys-{}", dictionary.code);
        SystemDict {
            id: parent.clone(),
            parent_id: TOP.to_owned(),
            code: dictionary.code.clone(),
            dict_key: DICTIONARY_KEY.to_owned(),
            dict_value: dictionary.name,
            sort,
            remark: String::new(),
            is_sealed: true,
        }
        .insert(conn)?;
        for ((key, value), sort) in dictionary.items.into_iter().zip(1..) {
            SystemDict {
                id: format!("{parent}-{key}"),
                parent_id: parent.clone(),
                code: dictionary.code.clone(),
                dict_key: key,
                dict_value: value,
                sort,
                remark: String::new(),
                is_sealed: true,
            }
            .insert(conn)?;
        }
    }
    Ok(())
}
