//! `--plot FILE.svg`: g(n) against n as a scatter plot, P-positions in red.

use crate::report::TableReport;
use plotters::prelude::*;

/// Renders the scatter plot of `report` as an SVG document.
pub fn svg(report: &TableReport, first_position: usize) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (1000, 560)).into_drawing_area();
        draw(&root, report, first_position).map_err(|e| format!("cannot draw the plot: {e}"))?;
        root.present()
            .map_err(|e| format!("cannot draw the plot: {e}"))?;
    }
    Ok(out)
}

fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, plotters::coord::Shift>,
    report: &TableReport,
    first_position: usize,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let upto = report.upto as u64;
    let top = u64::from(report.pattern.max_value) + 1;
    let mut chart = ChartBuilder::on(root)
        .caption(report.title(), ("sans-serif", 18))
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(0..upto.max(1), 0..top)?;
    chart
        .configure_mesh()
        .x_desc("n")
        .y_desc("g(n)")
        .light_line_style(RGBColor(235, 235, 235))
        .draw()?;
    let radius = if report.upto > 2000 { 1 } else { 2 };
    let points = || {
        report
            .grundy
            .iter()
            .enumerate()
            .skip(first_position)
            .map(|(n, &v)| (n as u64, u64::from(v)))
    };
    chart
        .draw_series(
            points()
                .filter(|&(_, v)| v != 0)
                .map(|p| Circle::new(p, radius, BLUE.filled())),
        )?
        .label("g(n) > 0")
        .legend(move |(x, y)| Circle::new((x, y), 3, BLUE.filled()));
    chart
        .draw_series(
            points()
                .filter(|&(_, v)| v == 0)
                .map(|p| Circle::new(p, radius + 1, RED.filled())),
        )?
        .label("P-position (g = 0)")
        .legend(move |(x, y)| Circle::new((x, y), 3, RED.filled()));
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    Ok(())
}
