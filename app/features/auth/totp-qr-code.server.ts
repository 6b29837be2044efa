import QRCode from "qrcode";

/**
 * The authenticator set-up link as a QR code, drawn here as SVG markup so the account page shows it
 * with no request to anyone else and nothing for the content security policy to allow. The markup
 * is the library's: paths and colours only, no text from the link in it.
 */
export async function totpQrCodeSvg(totpURI: string): Promise<string> {
  return QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
}
