//! The public site's calls (no login): the enterprise showcase, its lookups, the public
//! dictionaries and switches, disclosures, notices, policies, members and funds. Every call
//! takes `tenantId` (default `000000`), pages on the server, and answers with a
//! `Cache-Control` header so that a proxy or the browser may keep the answer a while.

pub mod company_display;
pub mod company_show_page;
pub mod disclosure_detail;
pub mod disclosure_page;
pub mod get_area;
pub mod get_industry;
pub mod get_registered_capital;
pub mod get_show_plates;
pub mod get_two_sectors;
pub mod listing_display;
pub mod member_detail;
pub mod member_page;
pub mod notice_detail;
pub mod notice_page;
pub mod param_value;
pub mod policy_detail;
pub mod policy_page;
pub mod private_fund_page;
pub mod public_dictionary;
pub mod query_all_sectors;
pub mod region_stats;
pub mod select_company_page;
pub mod share_pledge_enable;
pub mod site_page;
pub mod specialisation_page;
pub mod support;
pub mod top_menu_status;
