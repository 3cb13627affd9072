//! The platform's system dictionary (issue 20; 01 §7 "Dictionary admin": BladeX's
//! `blade-system/dict` calls, behind the screens /dict-horizontal and /dict-vertical).

pub mod support;
pub mod sys_dict_child_list;
pub mod sys_dict_detail;
pub mod sys_dict_dictionary;
pub mod sys_dict_list;
pub mod sys_dict_parent_list;
pub mod sys_dict_remove;
pub mod sys_dict_submit;
pub mod sys_dict_tree;
