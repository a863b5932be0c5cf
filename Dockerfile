# The API and the web app in one image: `docker compose --profile scale up -d` runs two of them behind nginx.
FROM node:20 AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded database and a generated signing secret live here when no DATABASE_URL and JWT_SECRET are given.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
CMD ["node", "dist/api/main.js"]
