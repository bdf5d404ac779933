//! `--plot FILE.svg`: g(n) against n — a scatter plot (P-positions in red), or min–max bars per pixel column for long tables.

use crate::report::TableReport;
use lab_engine::tables::values::Values;
use plotters::prelude::*;

/// What a plot shows.
struct Plot<'a> {
    title: &'a str,
    values: &'a Values,
    max_value: u32,
}

/// Above this many values the plot draws one min–max bar per column instead of one dot per value.
const SCATTER_LIMIT: usize = 2000;
/// Columns of the min–max plot (about one per pixel of the plotting area).
const COLUMNS: usize = 900;

/// Renders the plot of `report` as an SVG document.
pub fn svg(report: &TableReport, first_position: usize) -> Result<String, String> {
    let title = report.title().to_string();
    svg_of(
        &title,
        report.values(),
        report.pattern.max_value,
        first_position,
    )
}

/// Renders g(n) against n for `values` (positions from `first_position`) as an SVG document.
pub fn svg_of(
    title: &str,
    values: &Values,
    max_value: u32,
    first_position: usize,
) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (1000, 560)).into_drawing_area();
        let plot = Plot {
            title,
            values,
            max_value,
        };
        draw(&root, &plot, first_position).map_err(|e| format!("cannot draw the plot: {e}"))?;
        root.present()
            .map_err(|e| format!("cannot draw the plot: {e}"))?;
    }
    Ok(out)
}

fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, plotters::coord::Shift>,
    report: &Plot,
    first_position: usize,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let upto = report.values.len() as u64 - 1;
    let top = u64::from(report.max_value) + 1;
    let mut chart = ChartBuilder::on(root)
        .caption(report.title, ("sans-serif", 18))
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
    let values = report.values;
    if values.len() > SCATTER_LIMIT {
        // One bar per column from the column's smallest to its largest value.
        let len = values.len();
        let mut bars = Vec::new();
        let mut zeros = Vec::new();
        for c in 0..COLUMNS {
            let lo = (first_position + (len - first_position) * c / COLUMNS).max(first_position);
            let hi = first_position + (len - first_position) * (c + 1) / COLUMNS;
            if lo >= hi {
                continue;
            }
            let (mut min, mut max) = (u32::MAX, 0);
            for n in lo..hi {
                let v = values.get(n);
                min = min.min(v);
                max = max.max(v);
            }
            let x = lo as u64;
            bars.push(PathElement::new(
                vec![(x, u64::from(min)), (x, u64::from(max))],
                BLUE.stroke_width(1),
            ));
            if min == 0 {
                zeros.push(Circle::new((x, 0), 2, RED.filled()));
            }
        }
        chart
            .draw_series(bars)?
            .label("g(n), smallest to largest per column")
            .legend(move |(x, y)| PathElement::new(vec![(x, y - 5), (x, y + 5)], BLUE));
        chart
            .draw_series(zeros)?
            .label("column with a P-position (g = 0)")
            .legend(move |(x, y)| Circle::new((x, y), 3, RED.filled()));
    } else {
        let radius = if upto > 1000 { 1 } else { 2 };
        let points = || {
            values
                .iter()
                .enumerate()
                .skip(first_position)
                .map(|(n, v)| (n as u64, u64::from(v)))
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
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    Ok(())
}
