//! Transfer projects of private fund shares (03 §3 "Transfer project", §7): the picker's page
//! (`fundShareTransfer/page`) and a project's detail (`transfer-registration-pledge/detail`).
//!
//! Who reads them: staff, and the investors who may start the fund share-transfer businesses
//! (personal, organisation and product holders: the starters of 550222 and 550223, who pick
//! the projects their transfer belongs to). Enterprises and members file no fund share
//! transfer, so the listed projects (transferors' names, prices) are not theirs to browse:
//! 403 无权查看转让项目.

pub mod detail;
pub mod page;
pub mod support;
