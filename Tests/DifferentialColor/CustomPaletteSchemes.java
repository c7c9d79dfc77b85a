import dynamiccolor.ColorSpec.SpecVersion;
import dynamiccolor.DynamicColor;
import dynamiccolor.DynamicScheme;
import dynamiccolor.DynamicScheme.Platform;
import dynamiccolor.MaterialDynamicColors;
import dynamiccolor.Variant;
import hct.Hct;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import palettes.TonalPalette;

// Upstream's DynamicScheme over explicit palettes (the constructor Theme Builder's core colors
// need; mcu-oracle builds schemes from source colors only). Run against the mcu-oracle jar:
//   javac -cp mcu-oracle.jar -d /tmp CustomPaletteSchemes.java
//   java -cp mcu-oracle.jar:/tmp CustomPaletteSchemes < requests > answers
// stdin, one request per line: SOURCE VARIANT DARK CONTRAST SPEC P,S,T,N,NV,E
//   SOURCE RRGGBB; DARK 0/1; SPEC 2021/2025; each palette RRGGBB (TonalPalette.fromInt),
//   RRGGBB@CHROMA (the color's HCT hue at CHROMA), HUE/CHROMA (fromHueAndChroma) or
//   content:RRGGBB:KEY (SchemeContent's neutral, neutralVariant or error palette of RRGGBB).
// stdout: "# roles NAME…" (allDynamicColors() order, getter names), then per request the roles'
//   RRGGBB concatenated.
public class CustomPaletteSchemes {
  static TonalPalette palette(String text) {
    if (text.startsWith("content:")) {
      String[] parts = text.split(":");
      scheme.SchemeContent content = new scheme.SchemeContent(hct(parts[1]), false, 0.0);
      switch (parts[2]) {
        case "neutral": return content.neutralPalette;
        case "neutralVariant": return content.neutralVariantPalette;
        default: return content.errorPalette;
      }
    }
    if (text.contains("/")) {
      String[] parts = text.split("/");
      return TonalPalette.fromHueAndChroma(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]));
    }
    if (text.contains("@")) {
      String[] parts = text.split("@");
      return TonalPalette.fromHueAndChroma(hct(parts[0]).getHue(), Double.parseDouble(parts[1]));
    }
    return TonalPalette.fromInt(hct(text).toInt());
  }

  static Hct hct(String hex) { return Hct.fromInt((int) Long.parseLong(hex, 16) | 0xFF000000); }

  public static void main(String[] arguments) throws Exception {
    MaterialDynamicColors colors = new MaterialDynamicColors();
    Map<String, String> getters = new HashMap<>();
    for (Method method : MaterialDynamicColors.class.getMethods()) {
      if (method.getParameterCount() == 0 && method.getReturnType() == DynamicColor.class) {
        getters.put(((DynamicColor) method.invoke(colors)).name, method.getName());
      }
    }
    List<DynamicColor> roles = new ArrayList<>();
    StringBuilder header = new StringBuilder("# roles");
    for (Supplier<DynamicColor> supplier : colors.allDynamicColors()) {
      DynamicColor color = supplier.get();
      if (color == null) continue;
      roles.add(color);
      header.append(' ').append(getters.get(color.name));
    }
    System.out.println(header);
    BufferedReader input = new BufferedReader(new InputStreamReader(System.in));
    String line;
    while ((line = input.readLine()) != null) {
      String[] f = line.trim().split(" ");
      if (f.length != 6) continue;
      String[] p = f[5].split(",");
      SpecVersion spec = f[4].equals("2025") ? SpecVersion.SPEC_2025 : SpecVersion.SPEC_2021;
      DynamicScheme scheme = new DynamicScheme(
          hct(f[0]), Variant.valueOf(f[1]), f[2].equals("1"), Double.parseDouble(f[3]),
          Platform.PHONE, spec, palette(p[0]), palette(p[1]), palette(p[2]), palette(p[3]),
          palette(p[4]), Optional.of(palette(p[5])));
      StringBuilder out = new StringBuilder(line.trim()).append(' ');
      for (DynamicColor role : roles) out.append(String.format("%06X", role.getArgb(scheme) & 0xFFFFFF));
      System.out.println(out);
    }
  }
}
