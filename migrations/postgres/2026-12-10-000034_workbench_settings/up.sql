-- 工作台设置 (/wel/config, issue 20): what a user's workbench shows, kept per user: the quick
-- entries it chose among its menu, in its order (none chosen: every entry of the menu), and
-- whether the facts and the next-steps panel show. One row per user who saved a choice.
CREATE TABLE workbench_settings (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id),
    entries TEXT,
    show_facts BOOLEAN NOT NULL DEFAULT TRUE,
    show_next_steps BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at BIGINT NOT NULL
);
