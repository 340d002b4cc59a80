import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:category", "routes/category.tsx"),
  route("products/:category/:id", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("add-address", "routes/add-address.tsx"),
  route("orders", "routes/orders.tsx"),
  route("my-orders", "routes/orders.tsx", { id: "routes/my-orders" }),
  route("profile", "routes/profile.tsx"),
  // Information pages (SPEC §2.2, §2.14): static, rendered on the server.
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("refund-policy", "routes/refund-policy.tsx"),
  route("delivery-info", "routes/delivery-info.tsx"),
  route("payment-methods", "routes/payment-methods.tsx"),
  route("faqs", "routes/faqs.tsx"),
  // Data for the cart page (a guest's cart lives only in the browser): current name, price,
  // picture and stock of the products in it.
  route("resources/cart-products", "routes/resources.cart-products.ts"),
  route("seller", "routes/seller.tsx", [
    index("routes/seller._index.tsx"),
    route("products-list", "routes/seller.products-list.tsx"),
    route("orders", "routes/seller.orders.tsx"),
    // The order desk (issue 9): slips and the daily report.
    route("orders/slips", "routes/seller.orders.slips.tsx"),
    route("orders/:orderId/slip", "routes/seller.orders.slip.tsx"),
    route("reports", "routes/seller.reports.tsx"),
    route("dashboard", "routes/seller.dashboard.tsx"),
    route("account", "routes/seller.account.tsx"),
    route("activity", "routes/seller.activity.tsx"),
    route("staff", "routes/seller.staff.tsx"),
  ]),
  route("rider", "routes/rider.tsx"),
  // For search engines: every product and category; what stays out.
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The offline page the service worker keeps (public/sw.js).
  route("offline", "routes/offline.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
