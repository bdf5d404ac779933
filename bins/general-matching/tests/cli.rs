//! End-to-end tests: every sample (judged by the kit's checker: any maximum matching), malformed input rejected cleanly, and the graph's own bad inputs.
problem_kit::cli_tests!(checker);

#[test]
fn bad_graphs_get_one_line_and_status_1() {
    problem_kit::cli::check_rejects(
        env!("CARGO_BIN_EXE_general-matching"),
        &[
            ("3 2\n0 1\n1 1\n", "loop"),
            ("3 2\n0 1\n1 0\n", "repeated"),
            ("3 2\n0 2\n0 2\n", "repeated"),
            ("3 1\n0 3\n", "from 0 to 2"),
            ("3 4\n0 1\n1 2\n2 0\n", "from 0 to 3"),
        ],
    );
}
