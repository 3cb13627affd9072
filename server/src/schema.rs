// @generated automatically by Diesel CLI.

diesel::table! {
    attachments (attach_id) {
        attach_id -> Text,
        tenant_id -> Text,
        uploaded_by -> Text,
        original_name -> Text,
        object_key -> Text,
        content_type -> Text,
        size_bytes -> BigInt,
        sha256 -> Text,
        is_public -> Bool,
        created_at -> BigInt,
    }
}

diesel::table! {
    captchas (captcha_key) {
        captcha_key -> Text,
        code -> Text,
        expires_at -> BigInt,
    }
}

diesel::table! {
    companies (id) {
        id -> Text,
        tenant_id -> Text,
        name -> Text,
        short_name -> Nullable<Text>,
        code -> Nullable<Text>,
    }
}

diesel::table! {
    demo_seeds (name) {
        name -> Text,
    }
}

diesel::table! {
    dict_biz (id) {
        id -> Text,
        tenant_id -> Text,
        code -> Text,
        dict_key -> Text,
        dict_value -> Text,
        sort -> Integer,
    }
}

diesel::table! {
    holder_accounts (uuid) {
        uuid -> Text,
        tenant_id -> Text,
        account_number -> Text,
        holder_name -> Text,
        organ_type -> Integer,
        organ_type_id -> Nullable<Text>,
        holder_account_status -> Integer,
        investor_expire_status -> Integer,
        company_id -> Nullable<Text>,
        product_id -> Nullable<Text>,
    }
}

diesel::table! {
    menus (id) {
        id -> Text,
        parent_id -> Nullable<Text>,
        code -> Text,
        name -> Text,
        alias -> Text,
        path -> Text,
        source -> Text,
        sort -> Integer,
        category -> Integer,
        is_open -> Integer,
    }
}

diesel::table! {
    param_biz (id) {
        id -> Text,
        tenant_id -> Text,
        param_key -> Text,
        param_value -> Text,
        param_name -> Text,
    }
}

diesel::table! {
    products (id) {
        id -> Text,
        tenant_id -> Text,
        company_id -> Nullable<Text>,
        product_code -> Text,
        name -> Text,
    }
}

diesel::table! {
    regions (code) {
        code -> Text,
        parent_code -> Text,
        name -> Text,
        level -> Integer,
        sort -> Integer,
    }
}

diesel::table! {
    role_menus (role_name, menu_id) {
        role_name -> Text,
        menu_id -> Text,
    }
}

diesel::table! {
    sessions (id) {
        id -> Text,
        user_id -> Text,
        refresh_jti -> Text,
        current_company_id -> Nullable<Text>,
        current_holder_uuid -> Nullable<Text>,
        current_product_id -> Nullable<Text>,
        created_at -> BigInt,
        expires_at -> BigInt,
        revoked -> Bool,
    }
}

diesel::table! {
    tenants (tenant_id) {
        tenant_id -> Text,
        tenant_name -> Text,
        domain -> Nullable<Text>,
    }
}

diesel::table! {
    user_companies (user_id, company_id) {
        user_id -> Text,
        company_id -> Text,
    }
}

diesel::table! {
    user_holder_accounts (user_id, holder_uuid) {
        user_id -> Text,
        holder_uuid -> Text,
    }
}

diesel::table! {
    users (id) {
        id -> Text,
        tenant_id -> Text,
        account -> Text,
        name -> Text,
        password_hash -> Text,
        role_name -> Text,
        landing_mode -> Text,
        org_type -> Integer,
        mobile -> Nullable<Text>,
        is_certified -> Bool,
        has_applied -> Bool,
        failed_logins -> Integer,
        locked_until -> Nullable<BigInt>,
    }
}

diesel::joinable!(attachments -> tenants (tenant_id));
diesel::joinable!(attachments -> users (uploaded_by));
diesel::joinable!(companies -> tenants (tenant_id));
diesel::joinable!(dict_biz -> tenants (tenant_id));
diesel::joinable!(holder_accounts -> companies (company_id));
diesel::joinable!(holder_accounts -> products (product_id));
diesel::joinable!(holder_accounts -> tenants (tenant_id));
diesel::joinable!(param_biz -> tenants (tenant_id));
diesel::joinable!(products -> companies (company_id));
diesel::joinable!(products -> tenants (tenant_id));
diesel::joinable!(role_menus -> menus (menu_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(user_companies -> companies (company_id));
diesel::joinable!(user_companies -> users (user_id));
diesel::joinable!(user_holder_accounts -> holder_accounts (holder_uuid));
diesel::joinable!(user_holder_accounts -> users (user_id));
diesel::joinable!(users -> tenants (tenant_id));

diesel::allow_tables_to_appear_in_same_query!(
    attachments,
    captchas,
    companies,
    demo_seeds,
    dict_biz,
    holder_accounts,
    menus,
    param_biz,
    products,
    regions,
    role_menus,
    sessions,
    tenants,
    user_companies,
    user_holder_accounts,
    users,
);
