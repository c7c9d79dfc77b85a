extension ThemeLoader {
  /// Loads the theme at `path` like ``load(contentsOf:)`` and also returns every file and folder
  /// listing the load read (the theme, its `extends` chain, token files and folders, seed image)
  /// with hashes of what was read, whether the load succeeded or not.
  package func loadRecordingInputs(contentsOf path: String) -> (
    result: Result<Theme, ThemeError>, inputs: LoadInputs
  ) {
    InputRecorder.recording { () throws(ThemeError) -> Theme in
      try load(contentsOf: path)
    }
  }
}
