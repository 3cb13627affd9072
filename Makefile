# The two commands of the README: `make run` and `make test`.
SHELL := /bin/bash
CARGO ?= cargo
NPM ?= npm

FRONTEND_DEPS := frontend/node_modules/.package-lock.json
FRONTEND_BUILD := frontend/dist/index.html
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts frontend/package.json

.PHONY: run test lint test-rust test-frontend test-e2e test-postgres frontend server schema check-defs fuzz-api \
	spec-trace spec-trace-update

## Build what is missing and serve http://localhost:8080 on the embedded SQLite database.
run: $(FRONTEND_BUILD)
	scripts/ensure-pdf-font.sh
	$(CARGO) build --release -p server
	./target/release/server serve

## Every test: the static checks, Rust unit and integration tests, frontend tests, browser tests.
test: spec-trace lint test-rust test-frontend test-e2e

## The spec's traceability matrix (docs/spec-trace.md, issue 24): the generator's own tests, then the
## check that docs/spec/ is ../shared/spec/ (when that folder is there) and that the matrix is what
## scripts/spec-trace.mjs makes of it and of the code's `spec:` annotations; prints
## `spec trace: N items, M open`.
spec-trace:
	node --test --test-reporter=dot scripts/spec-trace.test.mjs
	node scripts/spec-trace.mjs

## Rewrite docs/spec-trace.md after a change to the code, its tests or docs/spec/.
spec-trace-update:
	node scripts/spec-trace.mjs --write

## Static checks: rustfmt, clippy with the workspace's lints (no unwrap or expect outside the tests, no
## dbg! or todo!, no function over 120 lines) and every warning an error; no server or engine
## file over 500 lines; the frontend's type check and structure rules.
lint: $(FRONTEND_DEPS)
	$(CARGO) fmt --all --check
	scripts/check-server-structure.sh
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	cd frontend && $(NPM) run lint

## The Rust tests; the S3 object store's run against moto's server (scripts/ensure-s3-server.sh
## installs it, pinned, under ~/.cache, and prints its path).
test-rust:
	scripts/ensure-pdf-font.sh
	s3_server="$$(scripts/ensure-s3-server.sh)" && \
		PLATFORM_TEST_S3_SERVER="$$s3_server" $(CARGO) test --workspace

test-frontend: $(FRONTEND_DEPS)
	cd frontend && $(NPM) test

# The browser tests start the debug server from the cargo target folder, wherever it is.
SERVER_BIN := $(abspath $(or $(CARGO_TARGET_DIR),target))/debug/server

test-e2e: $(FRONTEND_BUILD)
	$(CARGO) build -p server
	scripts/ensure-chromium.sh
	cd frontend && PLATFORM_SERVER_BIN=$${PLATFORM_SERVER_BIN:-$(SERVER_BIN)} $(NPM) run e2e

## The API integration tests on PostgreSQL (`--workspace`, as `make test-rust` builds them: the same
## features, so nothing is compiled again); PLATFORM_TEST_DATABASE_URL names a database
## on the server, each test creates and drops its own beside it. The local server needs no TLS,
## so connections are plain: once, with TLS negotiated, the finished suite (119 passed) died at
## exit with SIGSEGV, which points at the TLS library's exit handlers (not proven).
test-postgres:
	s3_server="$$(scripts/ensure-s3-server.sh)" && \
	PLATFORM_TEST_S3_SERVER="$$s3_server" \
	PGSSLMODE=$${PGSSLMODE:-disable} \
	PLATFORM_TEST_DATABASE_URL=$${PLATFORM_TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test} \
		$(CARGO) test --workspace --test api

## Fuzz every call of /api/openapi.json against the debug server (schemathesis, pinned, in a
## venv under ~/.cache): no 5xx, every answer as the document declares it.
fuzz-api:
	scripts/fuzz-api.sh

## Check every flow, script and form definition (graph, scripts, fields); fails on any problem.
check-defs:
	$(CARGO) run -q -p server -- check-defs

frontend: $(FRONTEND_BUILD)

server:
	$(CARGO) build -p server

# `npm install`, not `npm ci`: the registry mirror serves only this platform's optional
# packages, so the lock file lacks the other platforms' entries that `npm ci` insists on.
$(FRONTEND_DEPS): frontend/package-lock.json frontend/package.json
	cd frontend && $(NPM) install --no-audit --no-fund
	@touch $@

$(FRONTEND_BUILD): $(FRONTEND_DEPS) $(FRONTEND_SOURCES)
	cd frontend && $(NPM) run build

## Regenerate server/src/schema.rs from the migrations (needs diesel_cli).
schema:
	rm -rf target/schema && mkdir -p target/schema
	diesel migration run --database-url target/schema/schema.db
	diesel print-schema --database-url target/schema/schema.db > server/src/schema.rs
