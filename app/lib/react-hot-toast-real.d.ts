// The real react-hot-toast, reached under this name by app/lib/lazy-toast.tsx (vite.config.ts).
declare module "react-hot-toast-real" {
  export * from "react-hot-toast";
  export { default } from "react-hot-toast";
}
