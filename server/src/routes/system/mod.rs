pub mod dictionary;
pub mod menu_buttons;
pub mod menu_routes;
pub mod param_detail;
pub mod region_lazy_tree;
pub mod site_pages;
pub mod tenant_info;
pub mod tenant_list;
