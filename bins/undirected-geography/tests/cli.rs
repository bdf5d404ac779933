//! End-to-end tests: every sample, malformed input rejected cleanly, and the graph's own bad inputs.
problem_kit::cli_tests!();

#[test]
fn bad_graphs_get_one_line_and_status_1() {
    problem_kit::cli::check_rejects(
        env!("CARGO_BIN_EXE_undirected-geography"),
        &[
            ("1\n3 2\n1 2\n2 2\n", "loop"),
            ("1\n3 3\n1 2\n2 3\n3 2\n", "repeated"),
            ("1\n3 2\n1 2\n2 4\n", "from 1 to 3"),
            ("1\n4 3\n1 2\n2 3\n3 1\n", "connected"),
            ("1\n3 1\n1 2\n", "from 2 to 3"),
        ],
    );
}
