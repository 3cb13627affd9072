// @generated automatically by Diesel CLI.

diesel::table! {
    application_steps (application_id, seq) {
        application_id -> Text,
        seq -> Integer,
        record -> Text,
    }
}

diesel::table! {
    application_tallies (id) {
        id -> BigInt,
        tenant_id -> Text,
        app_id -> Text,
        status -> Text,
        delta -> BigInt,
    }
}

diesel::table! {
    applications (id) {
        id -> Text,
        tenant_id -> Text,
        app_id -> Text,
        biz_sn -> Text,
        biz_type_name -> Text,
        applicant_id -> Text,
        company_id -> Nullable<Text>,
        holder_uuid -> Nullable<Text>,
        status -> Text,
        current_node -> Text,
        instance -> Text,
        revision -> Integer,
        created_at -> BigInt,
        updated_at -> BigInt,
        completed_at -> Nullable<BigInt>,
        submitted_at -> Nullable<BigInt>,
        step_count -> Integer,
    }
}

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
    audit_log (id) {
        id -> Text,
        tenant_id -> Text,
        seq -> BigInt,
        actor_id -> Text,
        actor_account -> Text,
        actor_name -> Text,
        at -> BigInt,
        entity -> Text,
        entity_id -> Text,
        action -> Text,
        before -> Nullable<Text>,
        after -> Nullable<Text>,
    }
}

diesel::table! {
    bond_investors (bond_id, account_uuid) {
        bond_id -> Text,
        account_uuid -> Text,
        investor_name -> Text,
        investor_cert_no -> Text,
        investor_no -> Text,
        organ_type -> Integer,
    }
}

diesel::table! {
    bond_payments (id) {
        id -> Text,
        tenant_id -> Text,
        bond_id -> Text,
        payment_code -> Text,
        seq -> Integer,
        payment_date -> Text,
        account_uuid -> Text,
        account_number -> Text,
        holder_name -> Text,
        total_fund_vol -> BigInt,
        refund_num -> BigInt,
        last_fund_vol -> BigInt,
        profit -> Text,
        principal_amount -> Text,
        interest_amount -> Text,
        total_amount -> Text,
        frozen_interest -> Text,
        pledge_interest -> Text,
        remark -> Text,
        recorded_by -> Text,
        recorded_at -> BigInt,
    }
}

diesel::table! {
    bond_positions (account_uuid, bond_id) {
        account_uuid -> Text,
        bond_id -> Text,
        units -> BigInt,
    }
}

diesel::table! {
    bond_options (bond_id, seq) {
        bond_id -> Text,
        seq -> Integer,
        option_type -> Text,
        option_date -> Nullable<Text>,
        content -> Text,
    }
}

diesel::table! {
    bond_service_providers (bond_id, seq) {
        bond_id -> Text,
        seq -> Integer,
        is_partner_member -> Bool,
        service_provider_code -> Nullable<Text>,
        service_provider_name -> Text,
        category_code -> Text,
        fee_currency -> Nullable<Text>,
        fee_amount -> Nullable<Text>,
        credit_enhancer_nature -> Nullable<Text>,
        credit_enhancement_method -> Nullable<Text>,
        enhancement_rating -> Nullable<Text>,
        credit_enhancement_ratio -> Nullable<Text>,
        remark -> Nullable<Text>,
    }
}

diesel::table! {
    bonds (id) {
        id -> Text,
        tenant_id -> Text,
        company_id -> Text,
        application_id -> Text,
        product_code -> Text,
        chinese_name -> Text,
        product_short -> Nullable<Text>,
        status -> Text,
        raise_begin_date -> Text,
        raise_end_date -> Text,
        bond_amount -> BigInt,
        par_value -> Text,
        price -> Text,
        transaction_base -> BigInt,
        buy_min -> Nullable<BigInt>,
        buy_max -> Nullable<BigInt>,
        bond_term -> BigInt,
        bond_term_type -> Text,
        rate_begin_date -> Text,
        rate_end_date -> Text,
        fundraising_methods -> Text,
        publish_area -> Nullable<Text>,
        fund_use_type -> Text,
        details -> Text,
        filed_at -> BigInt,
        issued_units -> BigInt,
    }
}

diesel::table! {
    business_documents (application_id, code) {
        application_id -> Text,
        code -> Text,
        tenant_id -> Text,
        name -> Text,
        sort_no -> Integer,
        attach_id -> Text,
        pages -> Integer,
        created_at -> BigInt,
    }
}

diesel::table! {
    business_records (id) {
        id -> Text,
        tenant_id -> Text,
        application_id -> Text,
        app_id -> Text,
        kind -> Text,
        subject -> Text,
        detail -> Text,
        recorded_at -> BigInt,
    }
}

diesel::table! {
    capital_accounts (owner_id) {
        owner_id -> Text,
        tenant_id -> Text,
        capital_account -> Text,
        holder_name -> Text,
        bank_name -> Text,
    }
}

diesel::table! {
    capital_passwords (user_id) {
        user_id -> Text,
        password_hash -> Text,
        failed_tries -> Integer,
        updated_at -> BigInt,
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
    chain_entries (seq) {
        seq -> BigInt,
        tenant_id -> Text,
        biz_sn -> Text,
        app_id -> Text,
        record -> Text,
        prev_hash -> Text,
        hash -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    chain_heads (tenant_id) {
        tenant_id -> Text,
        hash -> Text,
        prev_hash -> Nullable<Text>,
    }
}

diesel::table! {
    charges (application_id) {
        application_id -> Text,
        tenant_id -> Text,
        app_id -> Text,
        item -> Text,
        amount -> Text,
        charged_at -> BigInt,
        uuid -> Text,
        charge_sn -> Text,
        biz_sn -> Text,
        base -> Text,
        pay_status -> Text,
        paid_at -> Nullable<BigInt>,
        order_uuid -> Nullable<Text>,
        transfer_sn -> Nullable<Text>,
    }
}

diesel::table! {
    payment_orders (order_uuid) {
        order_uuid -> Text,
        tenant_id -> Text,
        application_id -> Text,
        biz_sn -> Text,
        charge_sn -> Text,
        payment_type -> Text,
        trade_type -> Text,
        title -> Text,
        total_fee -> Text,
        currency -> Text,
        pay_user_name -> Text,
        pay_user_mobile -> Text,
        payer_id -> Text,
        gateway -> Text,
        code_url -> Text,
        status -> Text,
        transaction_id -> Nullable<Text>,
        created_at -> BigInt,
        expires_at -> BigInt,
        paid_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    payment_refunds (refund_no) {
        refund_no -> Text,
        tenant_id -> Text,
        order_uuid -> Text,
        charge_sn -> Text,
        biz_sn -> Text,
        amount -> Text,
        reason -> Text,
        status -> Text,
        refund_id -> Nullable<Text>,
        created_at -> BigInt,
        refunded_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    client_error_logs (id) {
        id -> Text,
        tenant_id -> Text,
        user_id -> Text,
        account -> Text,
        kind -> Text,
        url -> Text,
        message -> Text,
        stack -> Text,
        happened_at -> Text,
        received_at -> BigInt,
    }
}

diesel::table! {
    companies (id) {
        id -> Text,
        tenant_id -> Text,
        name -> Text,
        short_name -> Nullable<Text>,
        code -> Nullable<Text>,
        company_type -> Nullable<Integer>,
        industry_code -> Nullable<Text>,
        registered_capital_fen -> Nullable<BigInt>,
        register_date -> Nullable<Text>,
        custody_date -> Nullable<Text>,
        id_type -> Nullable<Text>,
        id_number -> Nullable<Text>,
        logo_file_id -> Nullable<Text>,
        label_name -> Nullable<Text>,
        city_code -> Nullable<Text>,
        district_code -> Nullable<Text>,
        specialised_level -> Nullable<Text>,
        register_doc -> Text,
    }
}

diesel::table! {
    company_listings (company_id) {
        company_id -> Text,
        tenant_id -> Text,
        list_code -> Text,
        listing_date -> Text,
        sector_id -> Text,
        featured_sector_id -> Nullable<Text>,
    }
}

diesel::table! {
    company_dossiers (company_id, version) {
        company_id -> Text,
        version -> Integer,
        application_id -> Nullable<Text>,
        doc -> Text,
        recorded_at -> BigInt,
    }
}

diesel::table! {
    company_services (id) {
        id -> Text,
        tenant_id -> Text,
        company_id -> Text,
        service_type -> Integer,
        service_status -> Integer,
        start_date -> Nullable<Text>,
        end_date -> Nullable<Text>,
        reason -> Nullable<Text>,
        application_id -> Nullable<Text>,
        updated_at -> BigInt,
    }
}

diesel::table! {
    company_seals (id) {
        id -> Text,
        tenant_id -> Text,
        company_id -> Text,
        seal_name -> Text,
        seal_type -> Text,
        attach_id -> Text,
        signer_id -> Text,
        provider_seal_id -> Text,
        status -> Integer,
        created_by -> Text,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    company_shows (company_id) {
        company_id -> Text,
        tenant_id -> Text,
        show_code -> Text,
        show_time_start -> Text,
        show_plate -> Text,
    }
}

diesel::table! {
    definition_drafts (kind, def_key) {
        kind -> Text,
        def_key -> Text,
        body -> Text,
        base_version -> Integer,
        updated_by -> Text,
        updated_at -> BigInt,
        examples -> Nullable<Text>,
    }
}

diesel::table! {
    definition_versions (kind, def_key, version) {
        kind -> Text,
        def_key -> Text,
        version -> Integer,
        name -> Text,
        body -> Text,
        form_version -> Nullable<Integer>,
        published_by -> Text,
        published_at -> BigInt,
        reason -> Text,
        pins -> Nullable<Text>,
        examples -> Nullable<Text>,
    }
}

diesel::table! {
    demo_seeds (name) {
        name -> Text,
    }
}

diesel::table! {
    dicts (id) {
        id -> Text,
        parent_id -> Text,
        code -> Text,
        dict_key -> Text,
        dict_value -> Text,
        sort -> Integer,
        remark -> Text,
        is_sealed -> Bool,
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
    disclosure_audience (disclosure_id, kind, ref_) {
        disclosure_id -> Text,
        kind -> Text,
        #[sql_name = "ref"]
        ref_ -> Text,
        label -> Text,
    }
}

diesel::table! {
    disclosures (id) {
        id -> Text,
        tenant_id -> Text,
        company_id -> Nullable<Text>,
        title -> Text,
        category -> Text,
        content -> Text,
        attach_id -> Nullable<Text>,
        published_at -> BigInt,
        scope -> Text,
        application_id -> Nullable<Text>,
        details -> Nullable<Text>,
    }
}

diesel::table! {
    face_verifications (biz_token) {
        biz_token -> Text,
        tenant_id -> Text,
        purpose -> Text,
        user_id -> Nullable<Text>,
        account -> Nullable<Text>,
        phone -> Nullable<Text>,
        provider -> Text,
        status -> Text,
        failure -> Nullable<Text>,
        similarity -> Nullable<Double>,
        photo -> Nullable<Binary>,
        started_at -> BigInt,
        decided_at -> Nullable<BigInt>,
        spent_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    freezes (id) {
        id -> Text,
        tenant_id -> Text,
        application_id -> Text,
        account_uuid -> Text,
        product_id -> Text,
        authority -> Text,
        volume -> BigInt,
        created_at -> BigInt,
        declaration -> Text,
        released -> BigInt,
    }
}

diesel::table! {
    fund_transfer_projects (id) {
        id -> Text,
        tenant_id -> Text,
        project_abbreviation -> Text,
        biz_sn -> Text,
        status -> Text,
        company_name -> Text,
        holder_name -> Text,
        union_status -> Text,
        share_transfer -> BigInt,
        low_price -> Text,
        registered_address -> Text,
        show_registered_address -> Text,
        person_in_charge -> Text,
        show_person_in_charge -> Text,
        establish_date -> Text,
        show_establish_date -> Text,
        registered_capital_currency -> Text,
        show_registered_capital_currency -> Text,
        registered_capital -> Text,
        show_registered_capital -> Text,
        institutional_nature -> Text,
        show_institutional_nature -> Text,
        quote_deadline -> Text,
    }
}

diesel::table! {
    hitech_evaluations (id) {
        id -> Text,
        tenant_id -> Text,
        user_id -> Text,
        company_id -> Nullable<Text>,
        company_name -> Text,
        id_type -> Nullable<Text>,
        id_number -> Nullable<Text>,
        kind -> Text,
        score -> Integer,
        result_value -> Text,
        if_accord_srdi -> Integer,
        if_accord_innovative -> Integer,
        form_data -> Text,
        created_at -> BigInt,
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
        cert_type -> Nullable<Text>,
        certificate_no -> Nullable<Text>,
        rights_confirmed -> Bool,
    }
}

diesel::table! {
    idempotency_keys (user_id, key) {
        user_id -> Text,
        key -> Text,
        response -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    industries (code) {
        code -> Text,
        name -> Text,
        sort -> Integer,
    }
}

diesel::table! {
    instance_migrations (id) {
        id -> Text,
        tenant_id -> Text,
        application_id -> Text,
        app_id -> Text,
        from_version -> Integer,
        to_version -> Integer,
        migrated_by -> Text,
        migrated_at -> BigInt,
    }
}

diesel::table! {
    knowledge_articles (id) {
        id -> Text,
        tenant_id -> Text,
        category -> Text,
        title -> Text,
        content -> Text,
        created_at -> BigInt,
        updated_at -> BigInt,
        updated_by -> Text,
    }
}

diesel::table! {
    member_companies (id) {
        id -> Text,
        tenant_id -> Text,
        member_id -> Text,
        company_id -> Text,
        company_name -> Text,
        jbr_name -> Text,
        jbr_phone -> Text,
        is_send_msg -> Bool,
        application_id -> Nullable<Text>,
    }
}

diesel::table! {
    members (id) {
        id -> Text,
        tenant_id -> Text,
        name -> Text,
        member_type -> Text,
        intro -> Text,
        address -> Text,
        contact_phone -> Text,
        join_date -> Text,
        logo_file_id -> Nullable<Text>,
        sort -> Integer,
        owner_user_id -> Nullable<Text>,
        member_code -> Nullable<Text>,
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
    notices (id) {
        id -> Text,
        tenant_id -> Text,
        notice_type -> Text,
        source_id -> Nullable<Text>,
        title -> Text,
        company_id -> Nullable<Text>,
        company_name -> Text,
        holder_name -> Nullable<Text>,
        volume -> Nullable<BigInt>,
        counterparty -> Nullable<Text>,
        start_date -> Nullable<Text>,
        end_date -> Nullable<Text>,
        content -> Text,
        published_at -> BigInt,
    }
}

diesel::table! {
    obj_attachments (id) {
        id -> Text,
        tenant_id -> Text,
        obj_type -> Text,
        obj_id -> Text,
        sort_no -> Integer,
        name -> Text,
        type_name -> Text,
        ref_attachs -> Text,
        application_id -> Text,
        update_time -> BigInt,
    }
}

diesel::table! {
    param_biz (id) {
        id -> Text,
        tenant_id -> Text,
        param_key -> Text,
        param_value -> Text,
        param_name -> Text,
        remark -> Text,
    }
}

diesel::table! {
    pledgee_infos (id) {
        id -> Text,
        tenant_id -> Text,
        application_id -> Text,
        seq -> Integer,
        name -> Text,
        cert_type -> Text,
        cert_no -> Text,
        pledgee_type -> Text,
        mobile -> Nullable<Text>,
        status -> Integer,
        signer_id -> Nullable<Text>,
        contract_id -> Nullable<Text>,
        refusal -> Nullable<Text>,
        attach_id -> Nullable<Text>,
        face_attach_id -> Nullable<Text>,
        sms_sent_at -> Nullable<BigInt>,
        signed_at -> Nullable<BigInt>,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    pledges (id) {
        id -> Text,
        tenant_id -> Text,
        application_id -> Text,
        account_uuid -> Text,
        product_id -> Text,
        pledgee -> Text,
        volume -> BigInt,
        created_at -> BigInt,
        declaration -> Text,
        released -> BigInt,
    }
}

diesel::table! {
    policies (id) {
        id -> Text,
        tenant_id -> Text,
        title -> Text,
        issuer -> Text,
        category -> Text,
        content -> Text,
        published_at -> BigInt,
    }
}

diesel::table! {
    positions (account_uuid, product_id) {
        account_uuid -> Text,
        product_id -> Text,
        volume -> BigInt,
        pledged -> BigInt,
        frozen -> BigInt,
    }
}

diesel::table! {
    private_funds (id) {
        id -> Text,
        tenant_id -> Text,
        fund_name -> Text,
        manager_name -> Text,
        filing_code -> Text,
        fund_type -> Text,
        size_fen -> BigInt,
        established_date -> Text,
        custodian -> Text,
    }
}

diesel::table! {
    products (id) {
        id -> Text,
        tenant_id -> Text,
        company_id -> Nullable<Text>,
        product_code -> Text,
        name -> Text,
        face_value -> Text,
        total_shares -> BigInt,
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
    registry_enterprises (credit_code) {
        credit_code -> Text,
        name -> Text,
        record -> Text,
    }
}

diesel::table! {
    risk_assessments (id) {
        id -> Text,
        tenant_id -> Text,
        account_uuid -> Text,
        risk_type -> Integer,
        score -> Integer,
        risk_level -> Text,
        answers -> Text,
        biz_sn -> Text,
        tested_at -> BigInt,
    }
}

diesel::table! {
    role_menus (role_name, menu_id) {
        role_name -> Text,
        menu_id -> Text,
    }
}

diesel::table! {
    sectors (id) {
        id -> Text,
        tenant_id -> Text,
        sector_name -> Text,
        parent_sector -> Text,
        status -> Integer,
        product_type -> Integer,
        sort -> Integer,
    }
}

diesel::table! {
    rule_failures (id) {
        id -> Text,
        tenant_id -> Text,
        app_id -> Text,
        node_id -> Text,
        script -> Text,
        line -> Nullable<Integer>,
        kind -> Text,
        message -> Text,
        user_id -> Text,
        occurred_at -> BigInt,
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
        revoked_reason -> Nullable<Text>,
    }
}

diesel::table! {
    show_plates (id) {
        id -> Text,
        tenant_id -> Text,
        plate_key -> Text,
        plate_name -> Text,
        sort -> Integer,
    }
}

diesel::table! {
    sign_in_attempts (tenant_id, account) {
        tenant_id -> Text,
        account -> Text,
        failures -> Integer,
        locked_until -> Nullable<BigInt>,
        updated_at -> BigInt,
    }
}

diesel::table! {
    tasks (application_id, task_no) {
        application_id -> Text,
        task_no -> Integer,
        node -> Text,
        node_name -> Text,
        assignee_user -> Nullable<Text>,
        assignee_roles -> Text,
        open -> Bool,
        opened_at -> BigInt,
        closed_at -> Nullable<BigInt>,
        closed_by -> Nullable<Text>,
        action -> Nullable<Text>,
        memo -> Nullable<Text>,
        tenant_id -> Text,
        app_id -> Text,
        submitted_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    site_pages (tenant_id, page_key) {
        tenant_id -> Text,
        page_key -> Text,
        title -> Text,
        content -> Text,
        updated_at -> BigInt,
        updated_by -> Nullable<Text>,
    }
}

diesel::table! {
    sms_codes (id) {
        id -> Text,
        tenant_id -> Text,
        phone -> Text,
        purpose -> Text,
        digest -> Text,
        client_ip -> Text,
        sent_at -> BigInt,
        expires_at -> BigInt,
        attempts -> Integer,
        spent_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    sms_outbox (id) {
        id -> Text,
        tenant_id -> Text,
        phone -> Text,
        template -> Text,
        content -> Text,
        sent_at -> BigInt,
    }
}

diesel::table! {
    tenants (tenant_id) {
        tenant_id -> Text,
        tenant_name -> Text,
        domain -> Nullable<Text>,
        theme -> Nullable<Text>,
        locked_shell -> Bool,
        province_code -> Nullable<Text>,
        city_code -> Nullable<Text>,
        expire_at -> Nullable<BigInt>,
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
    transfer_quotes (id) {
        id -> Text,
        tenant_id -> Text,
        project_id -> Text,
        application_id -> Text,
        biz_sn -> Text,
        applicant_id -> Text,
        quoter_name -> Text,
        account_number -> Text,
        project_abbreviation -> Text,
        company_name -> Text,
        price -> Text,
        price_fen -> BigInt,
        quantity -> BigInt,
        quoted_at -> BigInt,
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
        is_product_certified -> Bool,
        status -> Integer,
    }
}

diesel::table! {
    workbench_settings (user_id) {
        user_id -> Text,
        entries -> Nullable<Text>,
        show_facts -> Bool,
        show_next_steps -> Bool,
        updated_at -> BigInt,
    }
}

diesel::joinable!(applications -> tenants (tenant_id));
diesel::joinable!(audit_log -> tenants (tenant_id));
diesel::joinable!(audit_log -> users (actor_id));
diesel::joinable!(applications -> users (applicant_id));
diesel::joinable!(pledgee_infos -> applications (application_id));
diesel::joinable!(attachments -> tenants (tenant_id));
diesel::joinable!(attachments -> users (uploaded_by));
diesel::joinable!(companies -> tenants (tenant_id));
diesel::joinable!(company_dossiers -> companies (company_id));
diesel::joinable!(company_services -> companies (company_id));
diesel::joinable!(company_listings -> companies (company_id));
diesel::joinable!(company_shows -> companies (company_id));
diesel::joinable!(dict_biz -> tenants (tenant_id));
diesel::joinable!(disclosure_audience -> disclosures (disclosure_id));
diesel::joinable!(disclosures -> companies (company_id));
diesel::joinable!(disclosures -> tenants (tenant_id));
diesel::joinable!(freezes -> applications (application_id));
diesel::joinable!(freezes -> holder_accounts (account_uuid));
diesel::joinable!(hitech_evaluations -> companies (company_id));
diesel::joinable!(fund_transfer_projects -> tenants (tenant_id));
diesel::joinable!(hitech_evaluations -> tenants (tenant_id));
diesel::joinable!(freezes -> products (product_id));
diesel::joinable!(holder_accounts -> companies (company_id));
diesel::joinable!(holder_accounts -> products (product_id));
diesel::joinable!(holder_accounts -> tenants (tenant_id));
diesel::joinable!(member_companies -> companies (company_id));
diesel::joinable!(member_companies -> members (member_id));
diesel::joinable!(members -> tenants (tenant_id));
diesel::joinable!(notices -> tenants (tenant_id));
diesel::joinable!(param_biz -> tenants (tenant_id));
diesel::joinable!(payment_orders -> applications (application_id));
diesel::joinable!(payment_orders -> tenants (tenant_id));
diesel::joinable!(payment_refunds -> payment_orders (order_uuid));
diesel::joinable!(payment_refunds -> tenants (tenant_id));
diesel::joinable!(pledges -> applications (application_id));
diesel::joinable!(pledges -> holder_accounts (account_uuid));
diesel::joinable!(pledges -> products (product_id));
diesel::joinable!(policies -> tenants (tenant_id));
diesel::joinable!(positions -> holder_accounts (account_uuid));
diesel::joinable!(positions -> products (product_id));
diesel::joinable!(private_funds -> tenants (tenant_id));
diesel::joinable!(products -> companies (company_id));
diesel::joinable!(products -> tenants (tenant_id));
diesel::joinable!(risk_assessments -> holder_accounts (account_uuid));
diesel::joinable!(risk_assessments -> tenants (tenant_id));
diesel::joinable!(role_menus -> menus (menu_id));
diesel::joinable!(sectors -> tenants (tenant_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(show_plates -> tenants (tenant_id));
diesel::joinable!(tasks -> applications (application_id));
diesel::joinable!(user_companies -> companies (company_id));
diesel::joinable!(user_companies -> users (user_id));
diesel::joinable!(user_holder_accounts -> holder_accounts (holder_uuid));
diesel::joinable!(user_holder_accounts -> users (user_id));
diesel::joinable!(users -> tenants (tenant_id));
diesel::joinable!(workbench_settings -> users (user_id));

diesel::joinable!(application_steps -> applications (application_id));
diesel::joinable!(bond_investors -> bonds (bond_id));
diesel::joinable!(bond_options -> bonds (bond_id));
diesel::joinable!(bond_payments -> bonds (bond_id));
diesel::joinable!(bond_positions -> bonds (bond_id));
diesel::joinable!(capital_accounts -> tenants (tenant_id));
diesel::joinable!(bond_positions -> holder_accounts (account_uuid));
diesel::joinable!(bond_service_providers -> bonds (bond_id));
diesel::joinable!(bonds -> companies (company_id));
diesel::joinable!(business_documents -> applications (application_id));
diesel::joinable!(business_documents -> attachments (attach_id));
diesel::joinable!(business_documents -> tenants (tenant_id));
diesel::joinable!(instance_migrations -> applications (application_id));

diesel::allow_tables_to_appear_in_same_query!(
    application_steps,
    application_tallies,
    applications,
    attachments,
    audit_log,
    bond_investors,
    bond_options,
    bond_payments,
    bond_positions,
    bond_service_providers,
    bonds,
    business_documents,
    business_records,
    capital_accounts,
    capital_passwords,
    captchas,
    chain_entries,
    chain_heads,
    charges,
    client_error_logs,
    companies,
    company_dossiers,
    company_listings,
    company_services,
    company_seals,
    company_shows,
    definition_drafts,
    definition_versions,
    demo_seeds,
    dict_biz,
    dicts,
    disclosure_audience,
    disclosures,
    face_verifications,
    freezes,
    fund_transfer_projects,
    hitech_evaluations,
    holder_accounts,
    idempotency_keys,
    industries,
    instance_migrations,
    knowledge_articles,
    member_companies,
    members,
    menus,
    notices,
    obj_attachments,
    param_biz,
    payment_orders,
    payment_refunds,
    pledgee_infos,
    pledges,
    policies,
    positions,
    private_funds,
    products,
    regions,
    registry_enterprises,
    risk_assessments,
    role_menus,
    rule_failures,
    sectors,
    sessions,
    show_plates,
    sign_in_attempts,
    site_pages,
    sms_codes,
    sms_outbox,
    tasks,
    tenants,
    transfer_quotes,
    user_companies,
    user_holder_accounts,
    users,
    workbench_settings,
);
