import SchmeeboardLab

/// The Interface Builder documents among the controller's files, made Swift for the glue
/// (`ControllerGlue`): each `.xib` a function that builds its objects, registered as the nib of
/// its name (`SimulatedUIKit.NibArchives`) when the library is loaded; and the storyboard scene
/// whose controller is the run's class, when one is, a function that builds the scene's views
/// (`NibObjects(sceneView:…)`) and the statements that connect the controller to them.
struct InterfaceDocuments {
  /// The documents, in the order given.
  var documents: [InterfaceDocument]
  /// The classes the controller's files declare.
  var userClasses: Set<String>

  /// The storyboard scene of the run's class.
  struct Scene {
    /// The document holding it.
    var fileName: String
    /// The function that builds its views, `` `schmeeboard scene`() -> NibObjects ``.
    var builder: String
    /// The statements, in `connectOutlets(of:to:)`, that connect `controller` to `nib`.
    var connections: [String]
    /// Whether a navigation controller of the storyboard holds it as its root.
    var isInNavigationController: Bool
    /// Whether that navigation controller's bar is translucent, `nil` for the release's default.
    var navigationBarIsTranslucent: Bool?
  }

  /// The navigation controller of a storyboard that holds the run's scene as its root.
  struct HoldingNavigationController {
    /// Whether its bar is translucent, `nil` for the release's default.
    var barIsTranslucent: Bool?
  }

  /// Reads the documents at `paths`.
  init(paths: [String], userClasses: Set<String>) throws(CommandFailure) {
    var documents: [InterfaceDocument] = []
    for path in paths { documents.append(try InterfaceDocument(reading: path)) }
    self.documents = documents
    self.userClasses = userClasses
    var names: [String: String] = [:]
    for document in documents where !document.isStoryboard {
      if let earlier = names[document.nibName] {
        throw CommandFailure(
          .usage,
          "two nibs named \(document.nibName): \(earlier) and \(document.path); an app's bundle "
            + "holds one")
      }
      names[document.nibName] = document.path
    }
  }

  /// The nibs' functions, and the statements that register them.
  func nibs() throws(CommandFailure) -> (functions: [String], registrations: [String]) {
    var functions: [String] = []
    var registrations: [String] = []
    for document in documents where !document.isStoryboard {
      let function = "`schmeeboard nib: \(document.nibName)`"
      functions.append(try nibFunction(document, named: function))
      registrations.append(
        "SimulatedUIKit.NibArchives.register(\(SwiftStringLiteral.quoting(document.nibName)), "
          + "\(function))")
    }
    return (functions, registrations)
  }

  /// A `.xib`'s function: its objects built, the File's Owner's outlets and actions connected
  /// when an owner is given (one of another class stops the program, as UIKit's
  /// `NSUnknownKeyException` does [A]), every view told `awakeFromNib()`, the top-level objects
  /// returned in order.
  private func nibFunction(_ document: InterfaceDocument, named name: String)
    throws(CommandFailure) -> String
  {
    guard let objects = document.root.children(named: "objects").first else {
      throw document.failure(document.root, "a .xib without <objects>")
    }
    var builder = InterfaceObjectBuilder(document: document, userClasses: userClasses)
    var ownerClass: String?
    var ownerConnections: InterfaceElement?
    var tops: [String] = []
    for element in objects.children {
      if element.name == "placeholder" {
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner":
          ownerClass = element["customClass"]
          ownerConnections = element.children(named: "connections").first
        case "IBFirstResponder": continue
        default:
          throw document.failure(
            element,
            "a placeholder for an external object ('\(element["placeholderIdentifier"] ?? "")'): "
              + "the lab passes none (UINib's externalObjects option)")
        }
        continue
      }
      tops.append(try builder.build(element))
    }
    try builder.installConstraints()
    let isOwners = { (connection: InterfaceObjectBuilder.Connection) in
      connection.source == "-1" || connection.destination == "-1"
    }
    var ownerStatements: [String] = []
    if let ownerConnections { try builder.recordConnections(ownerConnections, from: "-1") }
    if builder.connections.contains(where: isOwners) {
      guard let ownerClass else {
        throw document.failure(
          ownerConnections ?? document.root,
          "the File's Owner has outlets or actions but no class (customClass)")
      }
      let ownerType =
        userClasses.contains(ownerClass)
        ? "\(ControllerCompiler.moduleName).\(ownerClass)" : "SimulatedUIKit.\(ownerClass)"
      let resolve = Self.resolver(builder: builder, extra: ["-1": ("owner", ownerType)], document)
      ownerStatements =
        [
          "guard let owner = given as? \(ownerType) else {",
          "  fatalError(\"NSUnknownKeyException: [\\(type(of: given)) setValue:forUndefinedKey:]: "
            + "this class is not key value coding-compliant for the outlets of "
            + "\(document.nibName)'s File's Owner, a \(ownerClass)\")",
          "}",
        ] + (try builder.statements(for: builder.connections.filter(isOwners), resolve: resolve))
    }
    let inner = builder.connections.filter { !isOwners($0) }
    let resolve = Self.resolver(builder: builder, extra: [:], document)
    let body =
      builder.statements + builder.constraintStatements
      + (try builder.statements(for: inner, resolve: resolve))
      + (ownerStatements.isEmpty
        ? [] : ["if let given = owner {"] + ownerStatements.map { "  " + $0 } + ["}"])
      + builder.awakenings.map { "\($0).awakeFromNib()" }
      + ["return [\(tops.joined(separator: ", "))]"]
    return """
      // \(document.fileName), built as loading its nib builds it.
      func \(name)(owner: Any?) -> [Any] {
      \(body.map { "  " + $0 }.joined(separator: "\n"))
      }
      """
  }

  /// Resolves a document id to the constant that holds its object and its type, or to one of
  /// `extra` (the File's Owner, the controller).
  private static func resolver(
    builder: InterfaceObjectBuilder, extra: [String: (String, String)],
    _ document: InterfaceDocument
  ) -> (String) throws(CommandFailure) -> (String, String) {
    { (id: String) throws(CommandFailure) -> (String, String) in
      if let known = extra[id] { return known }
      guard let object = builder.objects[id] else {
        throw document.failure(document.root, "a connection names '\(id)', no object built here")
      }
      return (object.variable, object.type)
    }
  }

  /// The outlets of `className` that a `.xib`'s File's Owner of that class connects: the nib
  /// fills them when the controller loads it, so no stock layout does.
  func ownerOutlets(of className: String) -> Set<String> {
    var names = Set<String>()
    for document in documents where !document.isStoryboard {
      for owner in document.root.children(named: "objects").first?.children ?? []
      where owner["placeholderIdentifier"] == "IBFilesOwner" && owner["customClass"] == className {
        for connection in owner.children(named: "connections").first?.children ?? [] {
          if let property = connection["property"] { names.insert(property) }
        }
      }
    }
    return names
  }

  /// The scene of the storyboards whose controller's `customClass` is `className`, `nil` when
  /// none is; two such scenes are a usage failure.
  func scene(of className: String) throws(CommandFailure) -> Scene? {
    var found: [(InterfaceDocument, InterfaceElement, InterfaceElement)] = []
    for document in documents where document.isStoryboard {
      for scene in document.root.children(named: "scenes").first?.children ?? [] {
        guard let objects = scene.children(named: "objects").first else { continue }
        for object in objects.children where object["customClass"] == className {
          found.append((document, objects, object))
        }
      }
    }
    guard let (document, objects, controller) = found.first else { return nil }
    guard found.count == 1 else {
      throw CommandFailure(
        .usage,
        "\(found.count) storyboard scenes are \(className)'s; give the storyboard that holds "
          + "the one to run")
    }
    return try scene(document, objects, controller)
  }

  /// The scene `controller` (its `objects`) of `document` made Swift.
  private func scene(
    _ document: InterfaceDocument, _ objects: InterfaceElement, _ controller: InterfaceElement
  ) throws(CommandFailure) -> Scene {
    guard controller.name == "viewController", let controllerID = controller["id"] else {
      throw document.failure(
        controller,
        "<\(controller.name)> as the scene of \(controller["customClass"] ?? ""): the lab runs "
          + "a <viewController>'s scene")
    }
    try Self.refuseAttributes(
      of: controller, but: InterfaceVocabulary.sceneControllerAttributes, document)
    var builder = InterfaceObjectBuilder(document: document, userClasses: userClasses)
    var root: String?
    for property in controller.children {
      switch (property.name, property["key"] ?? "") {
      case ("view", "view"):
        root = try builder.build(property)
      case ("navigationItem", "navigationItem"):
        // Its title is the bar's, which the lab draws no text in.
        try Self.refuseAttributes(of: property, but: ["id", "key", "title"], document)
        for item in property.children {
          guard item.name == "barButtonItem" else {
            if InterfaceVocabulary.readPastElements.contains(item.name) { continue }
            throw document.failure(
              item, "<\(item.name)> in a navigation item: the lab builds its bar button items")
          }
          try builder.build(item)
        }
      case ("connections", _):
        try builder.recordConnections(property, from: controllerID)
      case (let name, let key):
        if InterfaceVocabulary.readPastElements.contains(name)
          || InterfaceVocabulary.readPastKeys.contains(key)
        {
          continue
        }
        throw document.failure(
          property, "<\(name)> of a scene's controller is not one the lab models")
      }
    }
    for element in objects.children where element["id"] != controllerID {
      if element.name == "placeholder" || element.name == "exit" { continue }
      try builder.build(element)
    }
    try builder.installConstraints()
    guard let root else {
      throw document.failure(controller, "a scene's controller without a view")
    }
    let controllerType = "\(ControllerCompiler.moduleName).\(controller["customClass"] ?? "")"
    let touchesController = { (connection: InterfaceObjectBuilder.Connection) in
      connection.source == controllerID || connection.destination == controllerID
    }
    let inner = try builder.statements(
      for: builder.connections.filter { !touchesController($0) },
      resolve: Self.resolver(builder: builder, extra: [:], document))
    let ids = builder.objects.keys.sorted()
    let displayName = "the \(controller["customClass"] ?? "") scene of \(document.fileName)"
    let body =
      builder.statements + builder.constraintStatements + inner
      + builder.awakenings.map { "\($0).awakeFromNib()" }
      + [
        "return SimulatedIOS.NibObjects(sceneView: \(root), objectsByID: ["
          + ids.map { "\(SwiftStringLiteral.quoting($0)): \(builder.objects[$0]!.variable)" }
          .joined(separator: ", ")
          + "], displayName: \(SwiftStringLiteral.quoting(displayName)))"
      ]
    let builderSource = """
      // The \(controller["customClass"] ?? "") scene of \(document.fileName), built as loading it builds it.
      func `schmeeboard scene`() -> SimulatedIOS.NibObjects {
      \(body.map { "  " + $0 }.joined(separator: "\n"))
      }
      """
    let navigation = try Self.navigationController(holding: controllerID, in: document)
    // In `connectOutlets(of:to:)`: the scene's objects the controller's connections name, read
    // from the nib by id, then the connections, then the controller's `awakeFromNib()`.
    let controllerConnections = builder.connections.filter(touchesController)
    var named: [String] = []
    for connection in controllerConnections {
      for id in [connection.source, connection.destination] where id != controllerID {
        if !named.contains(id) { named.append(id) }
      }
    }
    var extra: [String: (String, String)] = [controllerID: ("controller", controllerType)]
    var reads: [String] = []
    for id in named {
      guard let object = builder.objects[id] else {
        throw document.failure(controller, "a connection names '\(id)', no object of the scene")
      }
      extra[id] = (object.variable, object.type)
      reads.append(
        "let \(object.variable) = nib.object(withID: \(SwiftStringLiteral.quoting(id)), as: "
          + "\(object.type).self)")
    }
    let connections =
      reads
      + (try builder.statements(
        for: controllerConnections,
        resolve: Self.resolver(builder: builder, extra: extra, document)))
      + ["controller.awakeFromNib()"]
    return Scene(
      fileName: document.fileName, builder: builderSource, connections: connections,
      isInNavigationController: navigation != nil,
      navigationBarIsTranslucent: navigation?.barIsTranslucent)
  }

  /// The navigation controller of `document` that has the scene `id` as its root (a
  /// `rootViewController` relationship segue), with whether its bar is translucent (`nil` when
  /// the document leaves it to the release); `nil` when none has. The lab's
  /// `UINavigationController` holds the scene, so what the document sets on that navigation
  /// controller or its bar beyond its frame and translucency is refused: a bar with large titles,
  /// say, places the scene elsewhere.
  private static func navigationController(holding id: String, in document: InterfaceDocument)
    throws(CommandFailure) -> HoldingNavigationController?
  {
    let holders = document.root.subtree.filter { element in
      element.name == "navigationController"
        && element.children(named: "connections").first?.children.contains {
          $0.name == "segue" && $0["relationship"] == "rootViewController"
            && $0["destination"] == id
        } == true
    }
    guard let holder = holders.first else { return nil }
    var translucent: Bool?
    try refuseAttributes(
      of: holder, but: ["id", "sceneMemberID", "storyboardIdentifier", "userLabel"], document)
    for child in holder.children {
      switch child.name {
      case "navigationBar":
        try refuseAttributes(of: child, but: ["id", "key", "contentMode", "translucent"], document)
        if let value = child["translucent"] { translucent = value != "NO" }
        for part in child.children where !["rect", "autoresizingMask"].contains(part.name) {
          throw document.failure(
            part, "<\(part.name)> of a navigation bar is not one the lab models")
        }
      case "connections", "point": continue
      default:
        throw document.failure(
          child, "<\(child.name)> of a navigation controller is not one the lab models")
      }
    }
    return HoldingNavigationController(barIsTranslucent: translucent)
  }

  /// Refuses an attribute of `element` other than `allowed`.
  private static func refuseAttributes(
    of element: InterfaceElement, but allowed: Set<String>, _ document: InterfaceDocument
  ) throws(CommandFailure) {
    for name in element.attributes.keys.sorted() where !allowed.contains(name) {
      throw document.failure(
        element,
        "<\(element.name) \(element["id"] ?? "")> sets '\(name)', which the lab does not model")
    }
  }
}
