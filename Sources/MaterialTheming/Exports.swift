// `import MaterialTheming` brings the run-time core with it: colors, schemes, dynamic color,
// component models, layout and theming live in `MaterialThemingCore`, which apps can depend on
// alone; this module adds the json-c loader, the file formats, lint and the outputs.
@_exported import MaterialThemingCore
