//! `cgt --plot FILE.svg`: the thermograph drawn as CGSuite draws it (values decreasing to the right, temperature upwards): both walls from t = −1, the mast above the temperature, the temperature and the mean marked.

use games_core::dyadic::Dyadic;
use games_core::thermograph::Thermograph;
use plotters::prelude::*;

/// A dyadic as a float for drawing (exact values are printed in the labels).
fn f(d: Dyadic) -> f64 {
    d.numerator() as f64 / (1u128 << d.exponent()) as f64
}

/// The thermograph of the game named `title` as an SVG document.
pub fn svg(title: &str, th: &Thermograph) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (800, 600)).into_drawing_area();
        draw(&root, title, th).map_err(|e| format!("cannot draw the thermograph: {e}"))?;
        root.present()
            .map_err(|e| format!("cannot draw the thermograph: {e}"))?;
    }
    Ok(out)
}

fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, plotters::coord::Shift>,
    title: &str,
    th: &Thermograph,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let (tau, mean) = (f(th.temperature), f(th.mast));
    let left: Vec<(f64, f64)> = th
        .left
        .points()
        .iter()
        .map(|&(t, v)| (f(v), f(t)))
        .collect();
    let right: Vec<(f64, f64)> = th
        .right
        .points()
        .iter()
        .map(|&(t, v)| (f(v), f(t)))
        .collect();
    let top = tau.max(0.0) + 1.0 + tau.abs() * 0.25;
    let values = left.iter().chain(right.iter()).map(|p| p.0);
    let (lo, hi) = values.fold((mean, mean), |(a, b), v| (a.min(v), b.max(v)));
    let pad = ((hi - lo) * 0.15).max(0.5);
    // CGSuite draws Left's (larger) values on the left: x is the negated value.
    let (x0, x1) = (-(hi + pad), -(lo - pad));
    let mut chart = ChartBuilder::on(root)
        .caption(format!("thermograph of {title}"), ("sans-serif", 22))
        .margin(20)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(x0..x1, -1.0..top)?;
    chart
        .configure_mesh()
        .x_desc("value (Left's side on the left)")
        .y_desc("temperature t")
        .x_label_formatter(&|x| format!("{}", -x))
        .draw()?;
    let wall_style = ShapeStyle::from(&BLUE).stroke_width(2);
    // Walls: the breakpoints, then the mast (constant after the last point).
    for (wall, style, name) in [
        (&left, wall_style, "left wall"),
        (&right, ShapeStyle::from(&RED).stroke_width(2), "right wall"),
    ] {
        let pts: Vec<(f64, f64)> = wall.iter().map(|&(v, t)| (-v, t)).collect();
        chart
            .draw_series(LineSeries::new(pts.clone(), style))?
            .label(name)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], style));
        chart.draw_series(pts.iter().map(|&p| Circle::new(p, 3, style.filled())))?;
    }
    let mast = ShapeStyle::from(&BLACK).stroke_width(2);
    chart
        .draw_series(LineSeries::new(vec![(-mean, tau), (-mean, top)], mast))?
        .label("mast")
        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], mast));
    let grey = ShapeStyle::from(&RGBColor(120, 120, 120)).stroke_width(1);
    chart.draw_series(DashedLineSeries::new(
        vec![(x0, tau), (x1, tau)],
        6,
        4,
        grey,
    ))?;
    chart.draw_series(DashedLineSeries::new(
        vec![(-mean, -1.0), (-mean, tau)],
        6,
        4,
        grey,
    ))?;
    let font = ("sans-serif", 16).into_font();
    chart.draw_series(std::iter::once(Text::new(
        format!("temperature {}", th.temperature),
        (x0 + (x1 - x0) * 0.02, tau + (top + 1.0) * 0.02),
        font.clone(),
    )))?;
    chart.draw_series(std::iter::once(Text::new(
        format!("mean {}", th.mast),
        (-mean + (x1 - x0) * 0.01, -1.0 + (top + 1.0) * 0.03),
        font,
    )))?;
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_core::canonical::Games;

    #[test]
    fn draws_both_walls_the_mast_and_the_marks() {
        let mut g = Games::new();
        let v = g.parse("{2|-1/2}").unwrap();
        let svg = svg("{2|-1/2}", &g.thermograph(v)).unwrap();
        assert!(svg.starts_with("<svg"));
        for text in [
            "temperature 5/4",
            "mean 3/4",
            "left wall",
            "right wall",
            "mast",
        ] {
            assert!(svg.contains(text), "{text}");
        }
    }
}
