//! The pure workflow core: flow and form definitions, validators and the instance state
//! machine. No I/O, no database, no HTTP and no clock: every input is an argument.
