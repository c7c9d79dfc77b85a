/// The page's inline CSS: a neutral canvas, white panels and grids for the samples.
enum PreviewStyleSheet {
  /// The style sheet text (trusted constant markup).
  static let css = """
    *{box-sizing:border-box}
    body{margin:0;background:#eef0f3;color:#1d1f23;font:14px/1.45 \(CSSFont.systemStack)}
    main{max-width:1240px;margin:0 auto;padding:28px 24px 40px}
    header.page{margin:0 0 20px}
    header.page h1{margin:0;font-size:30px;font-weight:600;letter-spacing:-.01em}
    header.page p{margin:4px 0 0;color:#5b616b}
    header.page dl{display:flex;flex-wrap:wrap;gap:6px 20px;margin:12px 0 0;font-size:13px}
    header.page dt{color:#5b616b}header.page dd{margin:0 0 0 6px;font-weight:600}
    header.page dl div{display:flex}
    figure.seed-image{display:flex;align-items:center;gap:12px;margin:12px 0 0;font-size:13px}
    figure.seed-image img{max-width:160px;max-height:120px;border-radius:8px}
    figure.seed-image figcaption{display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center}
    figure.seed-image .seed{display:flex;align-items:center;gap:4px}
    figure.seed-image .seed i{width:16px;height:16px;border-radius:50%;display:inline-block}
    figure.seed-image .seed.chosen code{font-weight:700}
    nav.toc{display:flex;gap:8px;margin:14px 0 0;flex-wrap:wrap}
    nav.toc a{padding:4px 12px;border-radius:14px;background:#fff;color:#1d1f23;
    text-decoration:none;font-size:13px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
    .panel{background:#fff;border-radius:14px;padding:22px 24px 26px;margin:0 0 24px;
    box-shadow:0 1px 3px rgba(0,0,0,.08),0 4px 16px rgba(0,0,0,.04)}
    h2{margin:0 0 4px;font-size:21px;font-weight:600}
    h3{margin:22px 0 8px;font-size:15px;font-weight:600}
    h4{margin:14px 0 6px;font-size:12px;font-weight:600;text-transform:uppercase;
    letter-spacing:.06em;color:#5b616b}
    p.lead{margin:0 0 12px;color:#5b616b}
    code{font:12px/1.3 ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace}
    ul{list-style:none;margin:0;padding:0}
    .scheme-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
    .scheme{border:1px solid #e1e4e8;border-radius:10px;padding:4px 12px 12px}
    .scheme h3{margin:10px 0 8px}
    .swatch{display:flex;align-items:center;gap:8px;padding:3px 0}
    .chip{display:inline-block;width:26px;height:26px;border-radius:6px;flex:none;
    box-shadow:inset 0 0 0 1px rgba(0,0,0,.14)}
    .swatch .role{flex:1;font-size:13px}
    .pairs{margin:10px 0 0;border-top:1px solid #e1e4e8;padding-top:8px}
    .pair{display:flex;align-items:center;gap:8px;padding:3px 0;font-size:12px}
    .pair .sample{width:34px;height:26px;border-radius:6px;display:flex;align-items:center;
    justify-content:center;font-weight:600;font-size:14px;flex:none;
    box-shadow:inset 0 0 0 1px rgba(0,0,0,.14)}
    .pair .pair-name{flex:1;color:#5b616b}
    .pair .ratio{font-variant-numeric:tabular-nums;font-weight:600}
    .mark{padding:1px 6px;border-radius:8px;font-size:11px;font-weight:600}
    .mark.pass{background:#dcf3e2;color:#17602c}.mark.fail{background:#fbe0df;color:#a31b15}
    .type-row{display:grid;grid-template-columns:280px 1fr;gap:16px;align-items:center;
    padding:8px 0;border-top:1px solid #eef0f3}
    .type-meta strong{display:block;font-size:13px}
    .type-meta span{font-size:12px;color:#5b616b}
    .specimen{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;line-height:1.2}
    .legend{display:flex;flex-wrap:wrap;gap:6px 16px;margin:0 0 6px;font-size:12px}
    .legend li{display:flex;align-items:center;gap:6px}
    .legend .chip{width:16px;height:16px;border-radius:4px}
    .variant-block{border-top:1px solid #e1e4e8;margin-top:18px}
    .bar-row{display:flex;gap:24px;align-items:flex-start;margin:0 0 12px}
    figure{margin:0}
    figcaption{font-size:12px;color:#5b616b;margin:0 0 4px}
    figure.stage{border-radius:8px;overflow:hidden;box-shadow:inset 0 0 0 1px rgba(0,0,0,.08)}
    figure.stage figcaption{margin:0;padding:5px 10px 7px;font-size:11.5px;color:#5b616b}
    figure.stage figcaption.on-dark{color:#b4bac4}
    figure.stage svg{display:block;filter:drop-shadow(0 -1px 3px rgba(0,0,0,.18))}
    .drawer-row{display:flex;gap:24px;flex-wrap:wrap}
    .drawer-sample svg{display:block;border-radius:18px;
    box-shadow:0 0 0 6px #24272c,0 6px 18px rgba(0,0,0,.25);margin:6px 6px 14px}
    .drawer-sample figcaption{max-width:264px}
    .drawer-sample figcaption strong{display:block;color:#1d1f23;font-size:13px}
    .cvd-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
    .cvd-column h3{margin:10px 0 0}.cvd-summary{margin:0 0 8px;font-size:12px;color:#5b616b}
    figure.cvd-sample{margin:0 0 10px;border-radius:8px;overflow:hidden;width:max-content}
    figure.cvd-sample figcaption{margin:0;padding:4px 8px;font-size:11px;color:#5b616b;
    background:#fff}
    footer{color:#5b616b;font-size:12px;text-align:center}
    """
}
