//! The tenants: which tenant a host belongs to, and their administration by the platform's
//! administrator (issue 20; 01 §7 tenant admin).

pub mod support;
pub mod tenant_detail;
pub mod tenant_info;
pub mod tenant_list;
pub mod tenant_remove;
pub mod tenant_setting;
pub mod tenant_submit;
