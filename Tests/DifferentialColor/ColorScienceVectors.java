import hct.Cam16;
import hct.Hct;
import blend.Blend;
import temperature.TemperatureCache;
// Prints the upstream-Java vectors ColorScienceTests cites (Cam16 distance, Blend.hctHue and
// Blend.cam16Ucs, TemperatureCache complement and analogous(3, 6)). Run against the mcu-oracle jar:
//   javac -cp mcu-oracle.jar -d /tmp ColorScienceVectors.java && java -cp mcu-oracle.jar:/tmp ColorScienceVectors
public class ColorScienceVectors {
  public static void main(String[] a) {
    int[][] pairs = {{0xFF000000,0xFFFFFFFF},{0xFFFF0000,0xFF00FF00},{0xFF6750A4,0xFFE6781E},{0xFF0000FF,0xFF0000FE},{0xFF808080,0xFF777777},{0xFF2E7D32,0xFFB3261E}};
    for (int[] p : pairs) System.out.printf("distance %08X %08X %.15f%n", p[0], p[1], Cam16.fromInt(p[0]).distance(Cam16.fromInt(p[1])));
    int[][] b = {{0xFFFF0000,0xFF0000FF},{0xFFE6781E,0xFF6750A4},{0xFF00FF00,0xFFFFFFFF},{0xFF2E7D32,0xFF000000}};
    for (int[] p : b) for (double t : new double[]{0.0,0.25,0.5,1.0}) System.out.printf("blend %08X %08X %.2f hctHue=%08X ucs=%08X%n", p[0], p[1], t, Blend.hctHue(p[0],p[1],t), Blend.cam16Ucs(p[0],p[1],t));
    for (int c : new int[]{0xFF6750A4,0xFF2E7D32,0xFFE6781E}) { TemperatureCache tc = new TemperatureCache(Hct.fromInt(c)); System.out.printf("temp %08X complement=%08X analog=", c, tc.getComplement().toInt()); for (Hct h : tc.getAnalogousColors(3,6)) System.out.printf("%08X ", h.toInt()); System.out.println(); }
  }
}
