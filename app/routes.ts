import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:category", "routes/category.tsx"),
  route("products/:category/:id", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  // Data for the cart page (a guest's cart lives only in the browser): current name, price,
  // picture and stock of the products in it.
  route("resources/cart-products", "routes/resources.cart-products.ts"),
  route("seller", "routes/seller.tsx", [
    index("routes/seller._index.tsx"),
    route("products-list", "routes/seller.products-list.tsx"),
    route("orders", "routes/seller.orders.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
