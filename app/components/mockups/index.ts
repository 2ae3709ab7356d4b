export { BrowserFrame, PhoneFrame } from "./frames";
